import { describe, expect, it } from 'vitest';
import {
  footerCompanyLinks,
  footerServiceLinks,
  footerSupportLinks,
  megaMenu,
  primaryNav,
} from './navigation';
import data from './data/navigation.json' with { type: 'json' };
import { navigationFileSchema } from './navigation.schema';
import { describeIssues } from './content-files.schema';

const problems = (value: unknown) => {
  const result = navigationFileSchema.safeParse(value);
  return result.success ? [] : describeIssues(result.error.issues);
};

describe('navigation content', () => {
  it('comes from a valid data file, the header leading to Home, About Us, the services, Our Portfolio and Contact, as the specification lists them', () => {
    expect(problems(data)).toEqual([]);
    expect(primaryNav.before.map((link) => link.name)).toEqual(['Home', 'About Us']);
    expect(primaryNav.servicesLabel).toBe('Our Services');
    expect(primaryNav.after.map((link) => link.href)).toEqual(['/portfolio', '/contact']);
    expect(footerServiceLinks.length).toBeGreaterThan(0);
  });

  it("has the footer's company links the specification names: /faqs, /careers, /contact, /privacy-policy, /terms-of-service, /cookies-policy", () => {
    const hrefs = footerCompanyLinks.map((link) => link.href);
    for (const href of [
      '/faqs',
      '/careers',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookies-policy',
    ])
      expect(hrefs, href).toContain(href);
  });

  it('has the mega-menu columns and items of the spec, in order (staff may add more)', () => {
    const spec: [string, string[]][] = [
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
    ];
    for (const [title, names] of spec) {
      const column = megaMenu.find((item) => item.title === title);
      expect(column, title).toBeDefined();
      // The specification's items, in its order, among any that staff added.
      const shown = column!.items.map((item) => item.name).filter((name) => names.includes(name));
      expect(shown, title).toEqual(names);
    }
    const items = megaMenu.flatMap((column) => column.items);
    const byName = (name: string) => items.find((item) => item.name === name)!;
    expect(byName('AI Solutions').href).toBe('/#services');
    expect(byName('Domain Registration')).toMatchObject({ external: true });
    expect(byName('Domain Registration').href).toMatch(/cart\.php\?a=add&domain=register$/);
    expect(byName('Shared Hosting').href).toMatch(/cart\.php\?gid=2$/);
  });

  it('makes the billing links from their names, and rejects malformed or hostile items', () => {
    // Each entry's `to` names a billing page or is an address of the site.
    footerSupportLinks.forEach((link, index) => {
      const to = data.footerSupport[index]!.to;
      if (to.startsWith('/')) expect(link).toEqual({ name: link.name, href: to, icon: link.icon });
      else expect(link).toMatchObject({ external: true, href: expect.stringMatching(/^https:/) });
    });
    const billing = (to: string) =>
      footerSupportLinks.find((_, index) => data.footerSupport[index]!.to === to)?.href;
    // The specification: a support-ticket link to the external client area.
    expect(billing('support-ticket')).toMatch(/submitticket\.php$/);
    if (billing('client-area')) expect(billing('client-area')).toMatch(/clientarea\.php$/);

    const bad = structuredClone(data);
    bad.footerSupport[0]!.to = 'javascript:alert(1)';
    bad.footerCompany[0]!.name = '  ';
    bad.footerCompany[1]!.icon = 'no-such-icon';
    bad.megaMenu = [];
    const lines = problems(bad);
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      'footerSupport.0.to: must be a page of this site (/contact) or domain-order, hosting-order, client-area or support-ticket',
    );
    expect(lines).toContain('footerCompany.0.name: must not be empty');
    expect(lines.some((line) => line.startsWith('footerCompany.1.icon: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('megaMenu: '))).toBe(true);
    expect(problems({ ...data, extra: 1 })[0]).toMatch(/^\(the file\): /);
  });

  it('refuses a site path that is no route, one line each, and accepts fragments and the alias', () => {
    const bad = structuredClone(data);
    bad.footerCompany[0]!.to = '/about';
    bad.megaMenu[0]!.items[1]!.to = '/services/web-development#top';
    bad.megaMenuPrompt.to = '/contact/';
    bad.footerServices[0]!.to = '/services/uiux-design';
    bad.primary.after[0]!.to = '/portfolio?tab=shops';
    expect(problems(bad)).toEqual([
      'megaMenu.0.items.1.to: no page of this site has the path /services/web-development',
      'footerCompany.0.to: no page of this site has the path /about',
    ]);
  });
});
