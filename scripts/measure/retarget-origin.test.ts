import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalOrigin,
  originText,
  retargetBuild,
  retargetFile,
  retargetOrigin,
} from './retarget-origin';

const from = 'https://www.example.com';
const to = 'http://localhost:8890';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => data && new TextDecoder().decode(data);

describe('originText', () => {
  it('keeps scheme, host and port, without trailing slashes', () => {
    expect(originText('https://www.example.com/')).toBe('https://www.example.com');
    expect(originText(' http://localhost:8890// ')).toBe('http://localhost:8890');
  });

  it.each([
    '',
    'www.example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://example.com/path',
    'https://example.com?x',
    'https://example.com#top',
    'https://user@example.com',
    'https://user:pass@example.com',
  ])('rejects %j, which is not an origin', (value) => {
    expect(() => originText(value)).toThrow(/Not an origin/);
  });
});

describe('retargetOrigin', () => {
  it('rewrites every URL of the origin, keeping path, query and fragment', () => {
    const html =
      `<link rel="canonical" href="${from}/contact">` +
      `<meta property="og:url" content="${from}/">` +
      `<a href="${from}">home</a> <a href="${from}/a?b=1#c">a</a>`;
    expect(retargetOrigin(html, from, to)).toBe(
      `<link rel="canonical" href="${to}/contact">` +
        `<meta property="og:url" content="${to}/">` +
        `<a href="${to}">home</a> <a href="${to}/a?b=1#c">a</a>`,
    );
  });

  it('rewrites the origin in XML, plain text, JSON and script source', () => {
    expect(retargetOrigin(`<loc>${from}/faqs</loc>`, from, to)).toBe(`<loc>${to}/faqs</loc>`);
    expect(retargetOrigin(`Sitemap: ${from}/sitemap.xml\n`, from, to)).toBe(
      `Sitemap: ${to}/sitemap.xml\n`,
    );
    expect(retargetOrigin(`{"@id":"${from}/#org","url":"${from}/"}`, from, to)).toBe(
      `{"@id":"${to}/#org","url":"${to}/"}`,
    );
    expect(retargetOrigin(`(x||\`${from}\`).replace(/\\/+$/,\`\`)`, from, to)).toBe(
      `(x||\`${to}\`).replace(/\\/+$/,\`\`)`,
    );
    expect(retargetOrigin(`&quot;${from}/a&quot;`, from, to)).toBe(`&quot;${to}/a&quot;`);
  });

  it('rewrites the escaped-slash form of JSON and the percent-encoded form', () => {
    expect(retargetOrigin('{"url":"https:\\/\\/www.example.com\\/a"}', from, to)).toBe(
      '{"url":"http:\\/\\/localhost:8890\\/a"}',
    );
    expect(retargetOrigin('share?u=https%3A%2F%2Fwww.example.com%2Fa', from, to)).toBe(
      'share?u=http%3A%2F%2Flocalhost%3A8890%2Fa',
    );
    expect(retargetOrigin('share?u=https%3a%2f%2fwww.example.com%2fa', from, to)).toBe(
      'share?u=http%3A%2F%2Flocalhost%3A8890%2fa',
    );
  });

  it('ignores trailing slashes of either origin', () => {
    expect(retargetOrigin(`${from}/a`, `${from}/`, `${to}/`)).toBe(`${to}/a`);
  });

  it('matches the scheme and host in any letter case', () => {
    expect(retargetOrigin('HTTPS://WWW.Example.COM/a', from, to)).toBe(`${to}/a`);
  });

  it.each([
    'https://www.example.com.evil.net/a',
    'https://www.example.com-cdn.net/a',
    'https://www.example.comx/a',
    'https://www.example.com_x/a',
    'https://www.example.com:8443/a',
    'https://www.example.com@evil.net/a',
    'https:\\/\\/www.example.com.evil.net\\/a',
    'https%3A%2F%2Fwww.example.com.evil.net',
    'https%3A%2F%2Fwww.example.com%3A8443',
    'https%3A%2F%2Fwww.example.com%40evil.net',
    'xhttps://www.example.com/a',
    'https://sub.www.example.com/a',
    'http://www.example.com/a',
    'mailto:sales@example.com',
    'https://billing.example.com/cart.php',
    'www.example.com',
  ])('leaves %j alone: not a URL of the origin', (value) => {
    expect(retargetOrigin(value, from, to)).toBe(value);
  });

  it('rewrites an origin written right after a hyphen or a plus sign', () => {
    expect(retargetOrigin(`workbox-precache-v2-${from}/`, from, to)).toBe(
      `workbox-precache-v2-${to}/`,
    );
    expect(retargetOrigin(`git+${from}/a.git`, from, to)).toBe(`git+${to}/a.git`);
  });

  it('rewrites an origin ending a sentence or a quoted string', () => {
    expect(retargetOrigin(`Visit ${from}. Or ${from}, "${from}" '${from}'`, from, to)).toBe(
      `Visit ${to}. Or ${to}, "${to}" '${to}'`,
    );
  });

  it('keeps an origin with a port apart from a longer port', () => {
    expect(retargetOrigin('http://localhost:88901/ http://localhost:8890/', to, from)).toBe(
      `http://localhost:88901/ ${from}/`,
    );
  });

  it('leaves text without the origin as it is', () => {
    expect(retargetOrigin('', from, to)).toBe('');
    expect(retargetOrigin('<p>No links here.</p>', from, to)).toBe('<p>No links here.</p>');
  });

  it('rewrites once, even when the new origin contains the old one', () => {
    const longer = 'https://www.example.com.test';
    expect(retargetOrigin(`${from}/a https:\\/\\/www.example.com`, from, longer)).toBe(
      `${longer}/a https:\\/\\/www.example.com.test`,
    );
  });

  it('treats replacement patterns in the new origin as text', () => {
    expect(retargetOrigin(`${from}/a`, from, 'http://a$&b.test')).toBe('http://a$&b.test/a');
  });

  it('rejects origins that are not origins', () => {
    expect(() => retargetOrigin('x', 'www.example.com', to)).toThrow(/Not an origin/);
    expect(() => retargetOrigin('x', from, 'http://localhost:8890/path')).toThrow(/Not an origin/);
  });
});

describe('retargetFile', () => {
  it('rewrites a text file naming the origin', () => {
    expect(text(retargetFile('index.html', bytes(`<a href="${from}/">`), from, to))).toBe(
      `<a href="${to}/">`,
    );
    expect(text(retargetFile('_headers', bytes(`Link: <${from}/>`), from, to))).toBe(
      `Link: <${to}/>`,
    );
  });

  it('keeps non-ASCII text intact', () => {
    const page = `<p>Dreams – اردو ${from}/ ✓</p>`;
    expect(text(retargetFile('a.html', bytes(page), from, to))).toBe(
      `<p>Dreams – اردو ${to}/ ✓</p>`,
    );
  });

  it('leaves a text file without the origin alone', () => {
    expect(retargetFile('a.css', bytes('body{color:red}'), from, to)).toBeUndefined();
  });

  it('never touches an image or font, even one holding the origin as text', () => {
    const origin = bytes(from);
    expect(retargetFile('images/a.png', origin, from, to)).toBeUndefined();
    expect(retargetFile('fonts/a.woff2', origin, from, to)).toBeUndefined();
    expect(retargetFile('a.JPG', origin, from, to)).toBeUndefined();
  });

  it('skips bytes that are not text: NUL bytes or invalid UTF-8', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytes(from)]);
    expect(retargetFile('a.pf_fragment', png, from, to)).toBeUndefined();
    const withNul = new Uint8Array([...bytes(from), 0, ...bytes(from)]);
    expect(retargetFile('data.bin', withNul, from, to)).toBeUndefined();
  });
});

describe('canonicalOrigin', () => {
  it('reads the origin of the canonical link as the page writes it', () => {
    expect(canonicalOrigin(`<head><link rel="canonical" href="${from}/"></head>`)).toBe(from);
    expect(canonicalOrigin(`<link href='${to}/contact' rel=canonical>`)).toBe(to);
    expect(
      canonicalOrigin(`<link rel="icon" href="/a.svg"><link rel="canonical" href="${from}">`),
    ).toBe(from);
  });

  it('finds none without a canonical link or with a relative one', () => {
    expect(canonicalOrigin('<link rel="icon" href="https://cdn.test/a.svg">')).toBeUndefined();
    expect(canonicalOrigin('<link rel="canonical" href="/contact">')).toBeUndefined();
    expect(canonicalOrigin('')).toBeUndefined();
  });
});

describe('retargetBuild', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A small build: its files by path. */
  const site = (files: Record<string, string | Uint8Array>) => {
    const dir = mkdtempSync(join(tmpdir(), 'retarget-'));
    dirs.push(dir);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  };
  const page = (origin: string, path: string) =>
    `<head><link rel="canonical" href="${origin}${path}"></head>`;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, ...bytes(from)]);

  it("replaces the origin of the home page's canonical link in every text file", () => {
    const dir = site({
      'index.html': page(from, '/'),
      'contact/index.html': page(from, '/contact'),
      'robots.txt': `Sitemap: ${from}/sitemap.xml\n`,
      'assets/a.js': `const o=\`${from}\`;`,
      'images/a.png': png,
    });
    retargetBuild(dir, to, ['/', '/contact']);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page(to, '/'));
    expect(readFileSync(join(dir, 'contact/index.html'), 'utf8')).toBe(page(to, '/contact'));
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(`Sitemap: ${to}/sitemap.xml\n`);
    expect(readFileSync(join(dir, 'assets/a.js'), 'utf8')).toBe(`const o=\`${to}\`;`);
    expect(new Uint8Array(readFileSync(join(dir, 'images/a.png')))).toEqual(png);
  });

  it('fails, naming the page, when an audited page still names another origin', () => {
    const dir = site({
      'index.html': page(from, '/'),
      'contact/index.html': page('https://elsewhere.example.net', '/contact'),
    });
    expect(() => retargetBuild(dir, to, ['/', '/contact'])).toThrow(
      /The copy of \/contact names https:\/\/elsewhere\.example\.net in its canonical link, not the audited origin http:\/\/localhost:8890/,
    );
  });

  it('fails when an audited page has no canonical link', () => {
    const dir = site({ 'index.html': page(from, '/'), 'faqs/index.html': '<head></head>' });
    expect(() => retargetBuild(dir, to, ['/faqs'])).toThrow(/\/faqs names no origin/);
  });

  it('fails when the home page names no origin to replace', () => {
    const dir = site({ 'index.html': '<head></head>' });
    expect(() => retargetBuild(dir, to, ['/'])).toThrow(/no canonical link/);
  });
});
