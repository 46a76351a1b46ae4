import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImageFiles, rasterFormatOf, rasterProblem } from './image-bytes';

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#0b3d91' } });
const images = {
  png: await pixel.clone().png().toBuffer(),
  jpeg: await pixel.clone().jpeg().toBuffer(),
  webp: await pixel.clone().webp().toBuffer(),
  avif: await pixel.clone().avif().toBuffer(),
};
const text = (value: string) => Buffer.from(value);

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('raster images by their bytes', () => {
  it('knows PNG, JPEG, WebP and AVIF by their magic numbers', () => {
    for (const [format, bytes] of Object.entries(images))
      expect(rasterFormatOf(bytes), format).toBe(format);
  });

  it('knows no SVG, HTML, GIF, PDF, empty or truncated file as one', () => {
    for (const bytes of [
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      text('<!doctype html><script>alert(1)</script>'),
      text('GIF89a\x01\x00\x01\x00'),
      text('%PDF-1.7'),
      Buffer.alloc(0),
      images.png.subarray(0, 7),
      text('RIFF\x00\x00\x00\x00WAVE'),
      text('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom'),
    ])
      expect(rasterFormatOf(bytes), bytes.toString('latin1')).toBeUndefined();
  });

  it('refuses a file whose name does not end as its format does, or that is no raster', () => {
    expect(rasterProblem('a.png', images.png)).toBeUndefined();
    expect(rasterProblem('a.JPG', images.jpeg)).toBeUndefined();
    expect(rasterProblem('a.jpeg', images.jpeg)).toBeUndefined();
    expect(rasterProblem('a.webp', images.webp)).toBeUndefined();
    expect(rasterProblem('a.avif', images.avif)).toBeUndefined();
    // A PNG's first bytes do not make an .html or .svg file an image: its name sets its type.
    expect(rasterProblem('a.html', Buffer.concat([images.png, text('<script>')]))).toBe(
      'a PNG image must be named .png',
    );
    expect(rasterProblem('a.svg', images.png)).toBe('a PNG image must be named .png');
    expect(rasterProblem('a.png', text('<svg></svg>'))).toBe(
      'not a PNG, JPEG, WebP or AVIF image (checked by its bytes)',
    );
  });

  it('never takes random bytes for an image unless they start with a magic number', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const format = rasterFormatOf(bytes);
        if (format === 'png') expect(bytes[0]).toBe(0x89);
        else if (format === 'jpeg') expect(bytes[0]).toBe(0xff);
        else if (format) expect(format).toMatch(/^(webp|avif)$/);
      }),
    );
  });
});

describe('checkImageFiles', () => {
  it('names each file under public/images/ that is no raster image, one line each', () => {
    const root = mkdtempSync(join(tmpdir(), 'image-bytes-'));
    dirs.push(root);
    const folder = join(root, 'public/images/insights/deep');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(root, 'public/images/ok.webp'), images.webp);
    writeFileSync(join(folder, 'ok.avif'), images.avif);
    writeFileSync(join(folder, 'diagram.svg'), text('<svg><script>alert(1)</script></svg>'));
    writeFileSync(join(root, 'public/images/page.html'), text('<script>alert(1)</script>'));
    writeFileSync(join(root, 'public/images/fake.png'), text('<html>'));
    symlinkSync('/etc/passwd', join(root, 'public/images/link.png'));
    expect(checkImageFiles(root)).toEqual([
      'public/images/fake.png: not a PNG, JPEG, WebP or AVIF image (checked by its bytes)',
      'public/images/insights/deep/diagram.svg: not a PNG, JPEG, WebP or AVIF image (checked by its bytes)',
      'public/images/link.png: not a plain file (a link or device)',
      'public/images/page.html: not a PNG, JPEG, WebP or AVIF image (checked by its bytes)',
    ]);
  });

  it('passes the repository’s own images', () => {
    expect(checkImageFiles(join(import.meta.dirname, '../..'))).toEqual([]);
  });
});
