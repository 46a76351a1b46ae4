/**
 * Only raster images may sit under public/images/, where staff's uploads go: each file's bytes
 * must be a PNG, JPEG, WebP or AVIF image, and its name must end as that format's does (the
 * server picks the file's type from its name, so an `.svg` or `.html` that starts like a PNG
 * would still be served as a document). The build refuses anything else, one line per file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type RasterFormat = 'png' | 'jpeg' | 'webp' | 'avif';

/** The file name endings of each format. */
export const RASTER_EXTENSIONS: Readonly<Record<RasterFormat, readonly string[]>> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  avif: ['.avif'],
};

/** The folder whose every file must be a raster image. */
export const IMAGES_FOLDER = 'public/images';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The raster format the bytes start with (their magic number), if any. */
export function rasterFormatOf(bytes: Uint8Array): RasterFormat | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  // An ISO-BMFF file whose first box is `ftyp` naming AVIF as its major or a compatible brand.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(size, bytes.length);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4)
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif';
  }
  return undefined;
}

/** Why a file may not sit under public/images/, or undefined if it may. */
export function rasterProblem(name: string, bytes: Uint8Array): string | undefined {
  const format = rasterFormatOf(bytes);
  const lower = name.toLowerCase();
  if (!format) return 'not a PNG, JPEG, WebP or AVIF image (checked by its bytes)';
  if (!RASTER_EXTENSIONS[format].some((extension) => lower.endsWith(extension)))
    return `a ${format.toUpperCase()} image must be named ${RASTER_EXTENSIONS[format].join(' or ')}`;
  return undefined;
}

/** One line per file under `root`/public/images/ that is no raster image: "<file>: <rule>". */
export function checkImageFiles(root: string): string[] {
  const folder = join(root, IMAGES_FOLDER);
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(root, path).split(sep).join('/');
    const problem = entry.isFile()
      ? rasterProblem(entry.name, readFileSync(path))
      : 'not a plain file (a link or device)';
    if (problem) problems.push(`${file}: ${problem}`);
  }
  return problems.sort();
}
