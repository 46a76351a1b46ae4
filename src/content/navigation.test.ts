import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  footerCompanyLinks,
  footerServiceLinks,
  footerSupportLinks,
  megaMenu,
  primaryNav,
} from './navigation';
import { menuColumnSchema, menuItemSchema } from './navigation.schema';

describe('navigation content', () => {
  it('matches its schemas', () => {
    z.array(menuColumnSchema).parse(megaMenu);
    for (const list of [
      primaryNav.before,
      primaryNav.after,
      footerServiceLinks,
      footerCompanyLinks,
      footerSupportLinks,
    ]) {
      z.array(menuItemSchema).parse(list);
    }
  });

  it('has the mega-menu columns and items of the spec, in order', () => {
    expect(megaMenu.map((column) => [column.title, column.items.map((item) => item.name)])).toEqual(
      [
        [
          'Development',
          ['Custom Development', 'Website Development', 'Mobile Apps', 'Python Programming'],
        ],
        [
          'Design & Analytics',
          ['UI/UX Designs', 'Data Analytics', 'AI Solutions', 'Chrome Extensions'],
        ],
        [
          'Marketing',
          ['SEO Services', 'Social Media Marketing', 'Amazon Marketing', 'Digital Marketing'],
        ],
        [
          'Hosting & Cloud',
          ['Domain Registration', 'Shared Hosting', 'AWS Services', 'cPanel Hosting'],
        ],
      ],
    );
    const items = megaMenu.flatMap((column) => column.items);
    const byName = (name: string) => items.find((item) => item.name === name)!;
    expect(byName('AI Solutions').href).toBe('/#services');
    expect(byName('UI/UX Designs').href).toBe('/services/ui-ux-design');
    expect(byName('Domain Registration')).toMatchObject({ external: true });
    expect(byName('Domain Registration').href).toMatch(/cart\.php\?a=add&domain=register$/);
    expect(byName('Shared Hosting').href).toMatch(/cart\.php\?gid=2$/);
  });

  it('rejects a malformed item', () => {
    expect(() => menuItemSchema.parse({ name: '', href: '/x', icon: 'house' })).toThrow();
    expect(() => menuItemSchema.parse({ name: 'X', href: '/x', icon: 'no-such-icon' })).toThrow();
  });
});
