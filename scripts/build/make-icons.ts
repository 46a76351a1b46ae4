// Renders the PNG icons and the Open Graph image from SVG sources in public/ (run once after
// rebranding: `node scripts/run-ts.mjs scripts/build/make-icons.ts`). The outputs are committed as assets.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

export async function main(): Promise<number> {
  const favicon = await readFile('public/favicon.svg');
  // Maskable icons keep their artwork inside the central safe zone (80%) on a full background.
  const maskable = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#0b3d91"/><g transform="translate(8 8)">${favicon
      .toString()
      .replace(/^<svg[^>]*>/, '')
      .replace('</svg>', '')}</g></svg>`,
  );

  const png = (svg: Buffer, size: number) =>
    sharp(svg, { density: 384 }).resize(size, size).png().toBuffer();
  await writeFile('public/icons/icon-192.png', await png(favicon, 192));
  await writeFile('public/icons/icon-512.png', await png(favicon, 512));
  await writeFile('public/icons/maskable-192.png', await png(maskable, 192));
  await writeFile('public/icons/maskable-512.png', await png(maskable, 512));
  await writeFile('public/icons/apple-touch-icon.png', await png(maskable, 180));
  await writeFile('public/favicon.ico', await png(favicon, 32)); // PNG-in-ICO is accepted by browsers

  const og =
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#072a66"/><stop offset="1" stop-color="#1d5fc9"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g transform="translate(90 120) scale(2.2)">${(await readFile('public/brand/logo-light.svg', 'utf8')).replace(/^<svg[^>]*>/, '').replace('</svg>', '')}</g>
<text x="90" y="360" font-family="Liberation Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">Websites, Software, Hosting &amp; Marketing</text>
<text x="90" y="430" font-family="Liberation Sans, Arial, sans-serif" font-size="34" fill="#dbe7ff">Domain, cPanel hosting, e-mail and SSL included. 18 years of experience.</text>
<rect x="90" y="480" width="260" height="8" rx="4" fill="#f5a524"/>
</svg>`);
  await writeFile(
    'public/images/og-image.png',
    await sharp(og).png({ compressionLevel: 9 }).toBuffer(),
  );
  console.log('icons written');
  return 0;
}
