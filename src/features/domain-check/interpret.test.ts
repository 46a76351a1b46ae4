import { describe, expect, it } from 'vitest';
import { interpretDnsAnswer, interpretRdapStatus } from './interpret';

describe('interpretRdapStatus', () => {
  it('non-.pk: 404 is available', () => {
    expect(interpretRdapStatus(404, false)).toBe('available');
  });
  it.each([200, 204, 299])('non-.pk: %i (2xx) is taken', (status) => {
    expect(interpretRdapStatus(status, false)).toBe('taken');
  });
  it.each([301, 400, 403, 429, 500, 503, 199])(
    'non-.pk: %i means not available (never available, never the next source)',
    (status) => {
      expect(interpretRdapStatus(status, false)).toBe('taken');
    },
  );
  it.each([200, 299])('.pk: %i (2xx) is taken', (status) => {
    expect(interpretRdapStatus(status, true)).toBe('taken');
  });
  it.each([404, 400, 500])(
    '.pk: %i leaves it to DNS (404 is not "available" for .pk)',
    (status) => {
      expect(interpretRdapStatus(status, true)).toBe('undecided');
    },
  );
});

describe('interpretDnsAnswer', () => {
  it('Status 3 (NXDOMAIN) is available', () => {
    expect(interpretDnsAnswer({ Status: 3, Authority: [{ type: 6, data: 'pknic soa' }] })).toBe(
      'available',
    );
  });
  it('Status 0 with NS records in Answer is taken', () => {
    expect(interpretDnsAnswer({ Status: 0, Answer: [{ type: 2, data: 'ns1.host.pk.' }] })).toBe(
      'taken',
    );
  });
  it('Status 0 with NS records in Authority is taken', () => {
    expect(interpretDnsAnswer({ Status: 0, Authority: [{ type: 2, data: 'ns1.host.pk.' }] })).toBe(
      'taken',
    );
  });
  it.each([
    ['Status 0 without NS records', { Status: 0, Authority: [{ type: 6, data: 'soa' }] }],
    ['Status 0 with no records at all', { Status: 0 }],
    ['Status 2 (SERVFAIL)', { Status: 2 }],
    ['Status 5 (REFUSED)', { Status: 5 }],
    ['Status as a string', { Status: '3' }],
    ['no Status', { Answer: [] }],
    ['null', null],
    ['a string', 'NXDOMAIN'],
    ['an array', [3]],
  ])('anything else is not available: %s', (_name, answer) => {
    expect(interpretDnsAnswer(answer)).toBe('taken');
  });
});
