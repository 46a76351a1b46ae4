import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../../config/site';

/** Brand colours of the installed app (the toolbar and the splash screen). */
export const APP_THEME_COLOR = '#0b3d91';
export const APP_BACKGROUND_COLOR = '#ffffff';

/**
 * Install screenshots (made by scripts/build/make-install-screenshots.ts from the built site). They
 * are shown only in the install dialog, so they are not precached.
 */
export const installScreenshots = [
  {
    src: '/images/install-narrow.png',
    sizes: '390x844',
    type: 'image/png',
    form_factor: 'narrow',
    label: `${brand.name} on a phone: services, hosting and domains`,
  },
  {
    src: '/images/install-wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide',
    label: `${brand.name} on a desktop: services, hosting and domains`,
  },
] as const;

const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

/** The web app manifest; vite-plugin-pwa writes it as manifest.webmanifest and links it. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: brand.name,
  short_name: brand.shortName,
  description:
    'Websites, custom software, mobile apps, cPanel hosting, domains and digital marketing from a Pakistani agency. Works offline once visited.',
  lang: 'en-PK',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: APP_THEME_COLOR,
  background_color: APP_BACKGROUND_COLOR,
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [...installScreenshots],
  shortcuts: [
    {
      name: 'Contact',
      short_name: 'Contact',
      description: 'Send us a message, even offline',
      url: '/contact',
      icons: shortcutIcons,
    },
    {
      name: 'Hosting plans',
      short_name: 'Hosting',
      description: 'cPanel hosting plans and prices',
      url: '/services/cpanel-hosting#hosting-plans',
      icons: shortcutIcons,
    },
    {
      name: 'Check a domain',
      short_name: 'Domains',
      description: 'See whether a domain name is available',
      url: '/#domain-check',
      icons: shortcutIcons,
    },
  ],
};
