import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brandImagesOf,
  encodeVariant,
  imagesNamedIn,
  markdownImagePaths,
  planVariants,
  responsiveImages,
  virtualId,
} from './images';
import type { ResponsiveImagesOptions } from './images';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with `images` (public path -> width x height PNG) and content `data`. */
async function project(images: Record<string, [number, number]>, data: Record<string, unknown>) {
  const root = mkdtempSync(join(tmpdir(), 'images-'));
  dirs.push(root);
  for (const [path, [width, height]] of Object.entries(images)) {
    mkdirSync(join(root, 'public', path, '..'), { recursive: true });
    const png = await sharp({
      create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .png()
      .toBuffer();
    writeFileSync(join(root, 'public', path), png);
  }
  for (const [file, value] of Object.entries(data)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return root;
}

/** The `virtual:responsive-images` module a build (its consumer: browser or server) gets. */
async function moduleOf(
  root: string,
  options: ResponsiveImagesOptions,
  consumer: 'client' | 'server',
  warnings: string[] = [],
): Promise<Record<string, unknown>> {
  const plugin = responsiveImages(options) as unknown as {
    configResolved: (config: { root: string }) => void;
    resolveId: (id: string) => string | undefined;
    load: (
      this: {
        warn: (message: string) => void;
        environment: { config: { command: string; consumer: string } };
      },
      id: string,
    ) => Promise<string>;
  };
  plugin.configResolved({ root });
  const code = await plugin.load.call(
    {
      warn: (message) => warnings.push(message),
      environment: { config: { command: 'build', consumer } },
    },
    plugin.resolveId(virtualId)!,
  );
  return JSON.parse(code.replace(/^export default |;$/g, '')) as Record<string, unknown>;
}

describe('responsive images', () => {
  it('finds the images of an article (cover and body) and of Markdown held in a JSON field', async () => {
    const root = await project(
      {},
      {
        'content/insights/post.md': [
          '---',
          'cover:',
          '  image: /images/insights/cover.webp',
          '---',
          'Text, then a chart: ![Chart](/images/insights/chart.png "Growth")',
        ].join('\n'),
        'content/studies/s.json': {
          approach: 'We did this.\n\n![Before](/images/insights/before.jpg)',
        },
      },
    );
    expect([...imagesNamedIn(root, ['content'])]).toEqual([
      ['/images/insights/chart.png', ['content/insights/post.md']],
      ['/images/insights/cover.webp', ['content/insights/post.md']],
      ['/images/insights/before.jpg', ['content/studies/s.json']],
    ]);
  });

  it('finds the raster images the content names, and which files name them', async () => {
    const root = await project(
      {},
      {
        'content/a.json': { image: '/images/portfolio/a.png', logo: '/images/logo.svg' },
        'content/b/c.json': { list: [{ shot: '/images/portfolio/a.png' }, 'https://x.test/y.png'] },
        'content/broken.json': '{',
      },
    );
    expect([...imagesNamedIn(root, ['content', 'missing'])]).toEqual([
      ['/images/portfolio/a.png', ['content/a.json', 'content/b/c.json']],
    ]);
  });

  it('plans WebP widths up to the original, beside it, named by its content', async () => {
    const root = await project({ '/images/portfolio/shop.png': [1000, 600] }, {});
    const file = join(root, 'public/images/portfolio/shop.png');
    const { image, files } = await planVariants('/images/portfolio/shop.png', file);
    expect(files.map((variant) => variant.width)).toEqual([320, 640, 960, 1000]);
    expect(files[0]!.fileName).toMatch(
      /^images\/portfolio\/variants\/shop-320w-[0-9a-f]{8}\.webp$/,
    );
    expect(image).toMatchObject({ width: 1000, height: 600, src: `/${files[3]!.fileName}` });
    expect(image.srcset.split(', ')).toHaveLength(4);
    expect(image.srcset).toMatch(/-320w-[0-9a-f]{8}\.webp 320w, /);

    const small = await planVariants('/images/portfolio/shop.png', file, [2000]);
    expect(small.files.map((variant) => variant.width)).toEqual([1000]);

    const webp = await encodeVariant(file, 320);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 320, height: 192 });
  });

  it('gives the module an entry per image found, and warns about a missing or broken one', async () => {
    const root = await project(
      { '/images/portfolio/ok.png': [400, 300] },
      {
        'content/a.json': {
          one: '/images/portfolio/ok.png',
          two: '/images/portfolio/gone.png',
          three: '/images/portfolio/bad.png',
        },
      },
    );
    writeFileSync(join(root, 'public/images/portfolio/bad.png'), 'not an image');
    const warnings: string[] = [];
    const images = await moduleOf(root, { sources: ['content'] }, 'client', warnings);
    expect(Object.keys(images)).toEqual(['/images/portfolio/ok.png']);
    expect(warnings).toEqual([
      'no such image: /images/portfolio/gone.png (named in content/a.json); the page shows its fallback',
      expect.stringMatching(
        /^unreadable image: \/images\/portfolio\/bad\.png \(named in content\/a\.json\): .+; the page shows its fallback$/,
      ),
    ]);
  });
});

describe('the images of pages the browser never renders', () => {
  it('are in the server build’s module, not in the browser’s', async () => {
    const root = await project(
      { '/images/portfolio/shop.png': [400, 300], '/images/insights/cover.png': [400, 300] },
      {
        'content/a.json': {
          shot: '/images/portfolio/shop.png',
          cover: '/images/insights/cover.png',
        },
      },
    );
    const options = { sources: ['content'], serverOnly: ['/images/insights/'] };
    expect(Object.keys(await moduleOf(root, options, 'server'))).toEqual([
      '/images/portfolio/shop.png',
      '/images/insights/cover.png',
    ]);
    expect(Object.keys(await moduleOf(root, options, 'client'))).toEqual([
      '/images/portfolio/shop.png',
    ]);
  });
});

describe('the images a Markdown text shows, for the build to make their widths', () => {
  it('finds this site’s raster images, with or without a title or angle brackets', () => {
    expect(
      markdownImagePaths(
        [
          '![a](/images/insights/a.png)',
          '![b](/images/insights/b.webp "A title")',
          '![c](</images/insights/c.jpg>)',
          '![d](https://elsewhere.test/d.png)',
          '![e](/images/logo.svg)',
          '[not an image](/images/insights/f.png)',
        ].join('\n'),
      ),
    ).toEqual(['/images/insights/a.png', '/images/insights/b.webp', '/images/insights/c.jpg']);
  });
});

describe('the agency’s uploaded logos and social image', () => {
  const image = { src: '/images/brand/variants/a.webp', srcset: 'x 320w', width: 360, height: 80 };

  it('gives each named upload its image, null where the file is missing, and leaves out the empty ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'brand-images-'));
    try {
      mkdirSync(join(root, 'src/config'), { recursive: true });
      writeFileSync(
        join(root, 'src/config/site.json'),
        JSON.stringify({
          brand: { logoOnHero: '/images/brand/light.png', socialImage: '/images/brand/gone.jpg' },
        }),
      );
      expect(brandImagesOf(root, { '/images/brand/light.png': image })).toEqual({
        logoOnHero: { path: '/images/brand/light.png', image },
        socialImage: { path: '/images/brand/gone.jpg', image: null },
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
