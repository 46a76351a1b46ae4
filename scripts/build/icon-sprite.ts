// The icons as one SVG sprite, built from lucide at build time: pages draw an icon with
// <svg><use href="/assets/icons-<hash>.svg#name"/></svg>, so no icon code ships to the browser
// and the prerendered HTML carries a short reference instead of the path data.
import { createHash } from 'node:crypto';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  ArrowUp,
  Award,
  Bot,
  Briefcase,
  ChartColumn,
  ChartLine,
  Check,
  CircleQuestionMark,
  Clock,
  Cloud,
  Code,
  Cookie,
  Cpu,
  CreditCard,
  Database,
  Eye,
  ExternalLink,
  FileText,
  Globe,
  GlobeLock,
  HardDrive,
  Headset,
  House,
  Layers,
  LayoutTemplate,
  Lock,
  Mail,
  Megaphone,
  Menu,
  Moon,
  MessageCircle,
  Package,
  Palette,
  PenTool,
  Phone,
  Puzzle,
  RefreshCw,
  Rocket,
  Search,
  Server,
  Settings,
  Share2,
  Shield,
  ShoppingCart,
  Smartphone,
  Star,
  Sun,
  Target,
  Terminal,
  ThumbsUp,
  Ticket,
  TrendingUp,
  User,
  Users,
  X,
  Zap,
  createLucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import type { IconName } from '../../src/content/icon-names';

// Brand marks for the social links and WhatsApp, drawn in lucide's stroke style (lucide has no
// brand icons).
const Facebook = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'f' }],
]);
const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'r' }],
  ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'c' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'd' }],
]);
const Linkedin = createLucideIcon('linkedin', [
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z', key: 'n' }],
  ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'i' }],
  ['circle', { cx: '4', cy: '4', r: '2', key: 'd' }],
]);
const WhatsApp = createLucideIcon('whatsapp', [
  ['path', { d: 'M3 21l1.65-4.95A9 9 0 1 1 8.05 19.4z', key: 'b' }],
  [
    'path',
    {
      d: 'M9.2 8.6c.2-.5.6-.6.9-.6h.4l.9 2-.7.9c.5 1 1.3 1.8 2.3 2.3l.9-.7 2 .9v.4c0 .3-.1.7-.6.9-.6.3-1.6.4-3.2-.6-1.3-.8-2.3-1.9-2.9-3.1-.5-1-.5-1.9 0-2.4z',
      key: 'h',
    },
  ],
]);
const XLogo = createLucideIcon('x-logo', [
  ['path', { d: 'M4 4l11.733 16H20L8.267 4z', key: 'a' }],
  ['path', { d: 'M4 20l6.768-6.768m2.46-2.46L20 4', key: 'b' }],
]);

/** The lucide glyph behind each icon name content and components may use. */
export const glyphs: Record<IconName, LucideIcon> = {
  house: House,
  users: Users,
  user: User,
  briefcase: Briefcase,
  mail: Mail,
  phone: Phone,
  code: Code,
  globe: Globe,
  'globe-lock': GlobeLock,
  smartphone: Smartphone,
  terminal: Terminal,
  palette: Palette,
  chart: ChartLine,
  bot: Bot,
  puzzle: Puzzle,
  search: Search,
  share: Share2,
  cart: ShoppingCart,
  megaphone: Megaphone,
  server: Server,
  cloud: Cloud,
  'hard-drive': HardDrive,
  star: Star,
  help: CircleQuestionMark,
  shield: Shield,
  file: FileText,
  cookie: Cookie,
  ticket: Ticket,
  message: MessageCircle,
  lock: Lock,
  zap: Zap,
  cpu: Cpu,
  database: Database,
  'trending-up': TrendingUp,
  target: Target,
  layers: Layers,
  check: Check,
  clock: Clock,
  headset: Headset,
  refresh: RefreshCw,
  award: Award,
  rocket: Rocket,
  settings: Settings,
  pen: PenTool,
  layout: LayoutTemplate,
  eye: Eye,
  'thumbs-up': ThumbsUp,
  'bar-chart': ChartColumn,
  package: Package,
  'credit-card': CreditCard,
  'arrow-right': ArrowRight,
  'external-link': ExternalLink,
  'arrow-up': ArrowUp,
  close: X,
  menu: Menu,
  sun: Sun,
  moon: Moon,
  facebook: Facebook,
  instagram: Instagram,
  linkedin: Linkedin,
  'x-logo': XLogo,
  whatsapp: WhatsApp,
};

/** One <symbol> per icon; stroke and fill come from the <svg> that uses it. */
export function spriteSvg(): string {
  const symbols = Object.entries(glyphs).map(([name, glyph]) => {
    const markup = renderToStaticMarkup(createElement(glyph));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!inner) throw new Error(`icon-sprite: cannot read the lucide markup of '${name}'`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export const virtualId = 'virtual:icon-sprite';
const resolvedId = `\0${virtualId}`;

/** The sprite and its URL, named by content hash (so /assets/* can be cached for good). */
export function spriteAsset(): { url: string; svg: string } {
  const svg = spriteSvg();
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { url: `/assets/icons-${hash}.svg`, svg };
}

/**
 * `import spriteUrl from 'virtual:icon-sprite'` gives the sprite's URL, the same in the server
 * and client builds; the client build writes the file, the dev server serves it.
 */
export function iconSprite(): Plugin {
  let asset: ReturnType<typeof spriteAsset> | undefined;
  const get = () => (asset ??= spriteAsset());
  return {
    name: 'agency:icon-sprite',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(get().url)};` : undefined),
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: get().url.slice(1), source: get().svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== get().url) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(get().svg);
      });
    },
  };
}
