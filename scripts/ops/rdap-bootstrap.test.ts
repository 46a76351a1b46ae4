import { describe, expect, it } from 'vitest';
import { compactBootstrap, IANA_DNS_BOOTSTRAP_URL, snapshotText } from './rdap-bootstrap.ts';

// A small file in the shape IANA publishes (RFC 9224 section 4).
const fixture = {
  description: 'RDAP bootstrap file for Domain Name System registrations',
  publication: '2026-03-23T19:00:02Z',
  version: '1.0',
  services: [
    [['xyz'], ['https://rdap.centralnic.com/xyz/']],
    [['net', 'com'], ['https://rdap.verisign.com/com/v1/']],
    [
      ['INFO', 'bar'],
      ['http://rdap.example-plain.test/', 'https://rdap.example.test/rdap'],
    ],
    [['kg'], ['http://rdap.cctld.kg/']],
    [['online'], ['https://rdap.centralnic.com/xyz/']],
  ],
};

describe('npm run rdap:update: the IANA file in compact form', () => {
  it('keeps the date, one HTTPS base per service with a trailing slash, suffixes lowercased and sorted', () => {
    expect(compactBootstrap(fixture)).toEqual({
      publication: '2026-03-23T19:00:02Z',
      source: IANA_DNS_BOOTSTRAP_URL,
      servers: {
        'https://rdap.centralnic.com/xyz/': 'online xyz',
        'https://rdap.example.test/rdap/': 'bar info',
        'https://rdap.verisign.com/com/v1/': 'com net',
      },
    });
  });

  it('leaves out suffixes whose only server is plain HTTP (a secure page may not call it)', () => {
    expect(JSON.stringify(compactBootstrap(fixture))).not.toContain('kg');
  });

  it('refuses a file that is not an RDAP bootstrap file, or a malformed entry', () => {
    expect(() => compactBootstrap({ services: [] })).toThrow(/publication/);
    expect(() => compactBootstrap(null)).toThrow(/Not an RDAP bootstrap file/);
    expect(() =>
      compactBootstrap({ publication: 'x', services: [[['bad suffix'], ['https://a.test/']]] }),
    ).toThrow(/Malformed suffix/);
    expect(() => compactBootstrap({ publication: 'x', services: [['com']] })).toThrow(
      /Malformed service/,
    );
  });

  it('writes JSON in the layout Prettier keeps', () => {
    const text = snapshotText(compactBootstrap(fixture));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain(
      '\n  "servers": {\n    "https://rdap.centralnic.com/xyz/": "online xyz",',
    );
  });
});
