import { describe, expect, it } from 'vitest';
import { hashIp, visitorOf } from './ip-hash';

describe('visitorOf: one visitor per IPv4 address and per IPv6 /64', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    [' 203.0.113.5 ', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:db8:a:b::9]', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::', '0:0:0:0::/64'],
  ])('%s -> %s', (ip, visitor) => {
    expect(visitorOf(ip)).toBe(visitor);
  });

  it('keeps what is not an address as it is (unknown, garbage, hostile text)', () => {
    expect(visitorOf('unknown')).toBe('unknown');
    expect(visitorOf('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(visitorOf('<script>')).toBe('<script>');
    expect(visitorOf('')).toBe('');
  });

  it('gives twelve addresses of one /64 one hash, and another /64 another', () => {
    const hashes = new Set(
      Array.from({ length: 12 }, (_, index) => hashIp(`2001:db8:5:6::${index + 1}`, 'key')),
    );
    expect(hashes.size).toBe(1);
    expect(hashIp('2001:db8:5:7::1', 'key')).not.toBe([...hashes][0]);
  });
});
