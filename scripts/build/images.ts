/**
 * Responsive images made at build: for each raster image the content names (`/images/...png`),
 * WebP copies at a few widths, never wider than the original, beside it in a `variants/`
 * folder (so they share its headers, its runtime caching and its absence from the precache),
 * named by the original's content hash. Build output only: nothing here is committed.
 *
 * `import images from 'virtual:responsive-images'` gives, by original path, what an <img> needs:
 * `src`, `srcset`, `width` and `height` (src/components/responsive-image.tsx renders it). An
 * image that is named but missing has no entry, and the build warns: the page shows the
 * component's fallback instead of a broken image, and the build goes on.
 *
 *   responsiveImages({ sources: ['src/content/data'] })   // the folders whose JSON names images
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { RASTER_IMAGE_PATH } from '../../src/content/schema-helpers.ts';
import { splitFrontMatter } from '../../src/content/insights.ts';

/** What an <img> needs to show one image responsively. */
export interface ResponsiveImageData {
  /** The widest variant (also the `src` of browsers that ignore `srcset`). */
  src: string;
  /** Every variant with its width: "/images/x/variants/a-320w-1a2b3c4d.webp 320w, …". */
  srcset: string;
  /** The original's size in pixels (the <img>'s aspect ratio before it loads). */
  width: number;
  height: number;
}

/** The widths made for each image (those above the original's width are left out). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * Every raster image path named by a JSON file, or a Markdown file's front matter or body,
 * under `sources`, with the files that name it.
 */
export function imagesNamedIn(root: string, sources: readonly string[]): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const name = (path: string, file: string) => {
    const files = named.get(path) ?? [];
    if (!files.includes(file)) named.set(path, [...files, file]);
  };
  const visit = (value: unknown, file: string) => {
    if (typeof value === 'string') {
      if (RASTER_IMAGE_PATH.test(value)) name(value, file);
      // Markdown held in a field (a case study's challenge and approach).
      else for (const path of markdownImagePaths(value)) name(path, file);
    } else if (value && typeof value === 'object')
      for (const item of Object.values(value)) visit(item, file);
  };
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        try {
          visit(JSON.parse(readFileSync(path, 'utf8')), relative(root, path));
        } catch {
          // Not valid JSON: the content check names it.
        }
      } else if (entry.name.endsWith('.md')) {
        // An article's front matter (its cover) and the images of its body.
        const text = readFileSync(path, 'utf8');
        for (const image of markdownImagePaths(text)) name(image, relative(root, path));
        try {
          visit(splitFrontMatter(text).data, relative(root, path));
        } catch {
          // No valid front matter: the content check names it.
        }
      }
    }
  };
  for (const source of sources) walk(join(root, source));
  return named;
}

/**
 * The raster images on this site that a Markdown text shows (`![alt](/images/a.png)`, with or
 * without a title); another host's images are never shown (src/content/markdown.ts drops them).
 */
export function markdownImagePaths(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)]
    .map(([, path]) => path!)
    .filter((path) => RASTER_IMAGE_PATH.test(path));
}

/** One variant to write: its path under the output folder and its width. */
export interface VariantFile {
  fileName: string;
  width: number;
}

/**
 * The variants of one image (`publicPath` such as /images/portfolio/shop.png, read from
 * `file`): their names and what the <img> gets. Reads only the image's header and bytes.
 */
export async function planVariants(
  publicPath: string,
  file: string,
  widths: readonly number[] = VARIANT_WIDTHS,
): Promise<{ image: ResponsiveImageData; files: VariantFile[] }> {
  const bytes = readFileSync(file);
  const { width, height, autoOrient } = await sharp(bytes).metadata();
  const shown = autoOrient ?? { width, height };
  if (!shown.width || !shown.height) throw new Error(`${publicPath}: not a readable image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const fitting = widths.filter((candidate) => candidate < shown.width);
  const sizes = [...fitting, Math.min(shown.width, widths.at(-1) ?? shown.width)];
  const folder = `${dirname(publicPath)}/variants`;
  const name = basename(publicPath, extname(publicPath));
  const files = [...new Set(sizes)].map((size) => ({
    fileName: `${folder}/${name}-${size}w-${hash}.webp`.slice(1),
    width: size,
  }));
  return {
    image: {
      src: `/${files.at(-1)!.fileName}`,
      srcset: files.map((variant) => `/${variant.fileName} ${variant.width}w`).join(', '),
      width: shown.width,
      height: shown.height,
    },
    files,
  };
}

/** One variant's bytes: the original turned upright, scaled to `width`, as WebP. */
export function encodeVariant(file: string, width: number): Promise<Buffer> {
  return sharp(readFileSync(file)).autoOrient().resize({ width }).webp({ quality: 75 }).toBuffer();
}

export const virtualId = 'virtual:responsive-images';
const resolvedId = `\0${virtualId}`;

/** The uploads of the agency's details (logos, social image): their own small module. */
export const brandVirtualId = 'virtual:brand-images';
const brandResolvedId = `\0${brandVirtualId}`;
/** The file naming them, and the fields that do. */
export const BRAND_FILE = 'src/config/site.json';
export const BRAND_IMAGE_FIELDS = ['logoOnHero', 'logoOnSolid', 'socialImage'] as const;

/**
 * The brand's uploads the file names, each with what an <img> needs, or `null` when it is
 * missing (the page shows its fallback; the build warned). A field left empty is left out.
 */
export function brandImagesOf(
  root: string,
  images: Readonly<Record<string, ResponsiveImageData>>,
): Partial<
  Record<(typeof BRAND_IMAGE_FIELDS)[number], { path: string; image: ResponsiveImageData | null }>
> {
  let brand: Record<string, unknown> = {};
  try {
    const site = JSON.parse(readFileSync(join(root, BRAND_FILE), 'utf8')) as { brand?: object };
    brand = (site.brand ?? {}) as Record<string, unknown>;
  } catch {
    // Not valid JSON: the content check names it.
  }
  return Object.fromEntries(
    BRAND_IMAGE_FIELDS.flatMap((field) => {
      const path = brand[field];
      return typeof path === 'string' && RASTER_IMAGE_PATH.test(path)
        ? [[field, { path, image: images[path] ?? null }]]
        : [];
    }),
  );
}

export interface ResponsiveImagesOptions {
  /** Folders (relative to the project) whose JSON files name images. */
  sources: readonly string[];
  /** Where a path under /images is read from (default: public). */
  publicDir?: string;
  /**
   * Folders (as public paths, "/images/insights/") whose images only pages the browser never
   * renders show (served as they were prerendered): the browser's bundle leaves them out.
   */
  serverOnly?: readonly string[];
  widths?: readonly number[];
}

/**
 * Vite plugin: the `virtual:responsive-images` module, and in the client build the variants
 * themselves. A named image that is missing or unreadable gets a warning that names it and the
 * files that name it, and no entry.
 */
export function responsiveImages(options: ResponsiveImagesOptions): Plugin {
  let root = process.cwd();
  let planned:
    | Promise<{ images: Record<string, ResponsiveImageData>; files: Map<string, [string, number]> }>
    | undefined;
  const plan = (warn: (message: string) => void) =>
    (planned ??= (async () => {
      const images: Record<string, ResponsiveImageData> = {};
      const files = new Map<string, [string, number]>();
      for (const [path, namedBy] of imagesNamedIn(root, options.sources)) {
        const file = join(root, options.publicDir ?? 'public', path);
        const where = `${path} (named in ${namedBy.join(', ')})`;
        if (!existsSync(file) || !statSync(file).isFile()) {
          warn(`no such image: ${where}; the page shows its fallback`);
          continue;
        }
        try {
          const { image, files: variants } = await planVariants(path, file, options.widths);
          images[path] = image;
          for (const variant of variants) files.set(variant.fileName, [file, variant.width]);
        } catch (error) {
          warn(
            `unreadable image: ${where}: ${(error as Error).message}; the page shows its fallback`,
          );
        }
      }
      return { images, files };
    })());
  return {
    name: 'agency:responsive-images',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) =>
      id === virtualId ? resolvedId : id === brandVirtualId ? brandResolvedId : undefined,
    async load(id) {
      if (id === brandResolvedId) {
        const { images } = await plan((message) => this.warn(message));
        return `export default ${JSON.stringify(brandImagesOf(root, images))};`;
      }
      if (id !== resolvedId) return undefined;
      const { images } = await plan((message) => this.warn(message));
      const { command, consumer } = this.environment.config;
      const shown =
        command === 'build' && consumer === 'client'
          ? Object.fromEntries(
              Object.entries(images).filter(
                ([path]) => !options.serverOnly?.some((folder) => path.startsWith(folder)),
              ),
            )
          : images;
      return `export default ${JSON.stringify(shown)};`;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { files } = await plan((message) => this.warn(message));
      for (const [fileName, [file, width]] of files)
        this.emitFile({ type: 'asset', fileName, source: await encodeVariant(file, width) });
    },
    configureServer(server) {
      // The development server makes each variant when asked.
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(1) ?? '';
        void plan((message) => server.config.logger.warn(message)).then(async ({ files }) => {
          const variant = files.get(path);
          if (!variant) return next();
          response.setHeader('Content-Type', 'image/webp');
          response.end(await encodeVariant(...variant));
        }, next);
      });
    },
  };
}
