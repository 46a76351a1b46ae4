import { describe, expect, it } from 'vitest';
import { buildRdapTable, rdapBaseFor } from './rdap-table';

const servers = {
  'https://rdap.example-uk.test/': 'uk',
  'https://rdap.example-couk.test/': 'co.uk',
  'https://rdap.example-gtld.test/': 'info xyz',
};

describe('RDAP table lookup', () => {
  const table = buildRdapTable(servers, { xyz: 'https://rdap.override.test/' });

  it('finds the server of a suffix by its last label', () => {
    expect(rdapBaseFor('brand.info', table)).toBe('https://rdap.example-gtld.test/');
    expect(rdapBaseFor('shop.brand.uk', table)).toBe('https://rdap.example-uk.test/');
  });

  it('lets the longest matching suffix win', () => {
    expect(rdapBaseFor('brand.co.uk', table)).toBe('https://rdap.example-couk.test/');
    expect(rdapBaseFor('brand.org.uk', table)).toBe('https://rdap.example-uk.test/');
  });

  it('knows no server for an unknown suffix, nor for a name that is only a suffix', () => {
    expect(rdapBaseFor('brand.zz', table)).toBeUndefined();
    expect(rdapBaseFor('brand.constructor', table)).toBeUndefined();
    expect(rdapBaseFor('co.zz', table)).toBeUndefined();
  });

  it('lets the given endpoints win over the snapshot', () => {
    expect(rdapBaseFor('brand.xyz', table)).toBe('https://rdap.override.test/');
  });

  it('matches case-insensitively', () => {
    expect(rdapBaseFor('Brand.INFO', table)).toBe('https://rdap.example-gtld.test/');
  });
});
