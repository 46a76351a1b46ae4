import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billingBaseUrl } from '../config/site';
import data from './data/services.json' with { type: 'json' };
import { defaultServiceTab, services, serviceTabs } from './services';
import { servicesFileSchema } from './services.schema';
import { describeIssues } from './content-files.schema';

const problems = (value: unknown) => {
  const result = servicesFileSchema.safeParse(value);
  return result.success ? [] : describeIssues(result.error.issues);
};
const copy = () =>
  structuredClone(data) as { services: Record<string, unknown>[]; tabs: { services: string[] }[] };

describe('services', () => {
  it('offers every service the specification names, from a valid data file, each id its own', () => {
    expect(problems(data)).toEqual([]);
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    // The specification: custom development, websites, mobile apps, Python programming, data
    // analytics, UI/UX design, AI solutions, Chrome extensions, SEO, social media marketing,
    // Amazon marketing, digital marketing, AWS services, cPanel hosting and domain registration.
    const titles = services.map((service) => service.title.toLowerCase());
    for (const named of [
      'custom development',
      'website',
      'mobile app',
      'python',
      'data analytics',
      'ui/ux design',
      'ai solutions',
      'chrome extension',
      'seo',
      'social media marketing',
      'amazon marketing',
      'digital marketing',
      'aws',
      'cpanel hosting',
      'domain registration',
    ])
      expect(
        titles.some((title) => title.includes(named)),
        named,
      ).toBe(true);
  });

  it('has the three tabs of the specification: Development (default, 6 services), Marketing (3), Domain & Hosting (3)', () => {
    expect(serviceTabs.map((tab) => [tab.label, tab.services.length])).toEqual([
      ['Development', 6],
      ['Marketing', 3],
      ['Domain & Hosting', 3],
    ]);
    expect(defaultServiceTab).toBe('development');
  });

  it('links the domain registration and cPanel hosting cards outside the site, as the specification says, in a new tab', () => {
    const hosting = serviceTabs.find((tab) => tab.id === 'hosting')!.services;
    for (const id of ['domain-registration', 'cpanel-hosting']) {
      const card = hosting.find((service) => service.id === id)!;
      expect(card.href.startsWith(billingBaseUrl)).toBe(true);
      expect(card.external).toBe(true);
    }
  });

  it('links a card to its own page, which exists, or to the contact page', () => {
    for (const service of services.filter((item) => !item.external)) {
      if (service.href === '/contact') continue;
      expect(service.href).toBe(`/services/${service.id}`);
      expect(
        existsSync(join(import.meta.dirname, 'data/service-pages', `${service.id}.json`)),
      ).toBe(true);
    }
    data.services.forEach((entry, index) => {
      if (entry.link === 'contact') expect(services[index]!.href).toBe('/contact');
    });
  });

  it('rejects duplicate ids, tabs naming unknown services, bad links and empty texts', () => {
    const twice = copy();
    twice.services.push({ ...twice.services[0]! });
    expect(problems(twice)).toEqual(['services: two services have the same id']);

    const unknown = copy();
    unknown.tabs[0]!.services.push('time-travel');
    expect(problems(unknown)).toEqual([
      'tabs: a tab names a service id that is not in the services list',
    ]);

    const hostile = copy();
    hostile.services[0]!.link = 'javascript:alert(1)';
    hostile.services[1]!.title = '   ';
    hostile.services[2]!.id = '../etc/passwd';
    hostile.services[3]!.icon = 'skull';
    delete hostile.services[4]!.description;
    const lines = problems(hostile);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^services\.0\.link: /);
    expect(lines[1]).toBe('services.1.title: must not be empty');
    expect(lines[2]).toBe('services.2.id: must be lower-case letters, digits and dashes');
    expect(lines[3]).toMatch(/^services\.3\.icon: /);
    expect(lines[4]).toMatch(/^services\.4\.description: /);

    expect(problems({ ...copy(), services: [] })[0]).toMatch(/^services: /);

    const pageless = copy();
    const index = pageless.services.findIndex((service) => service.link === 'page');
    pageless.services[index]!.id = 'time-travel';
    pageless.tabs = pageless.tabs.map((tab) => ({
      ...tab,
      services: tab.services.map((id) => (id === copy().services[index]!.id ? 'time-travel' : id)),
    }));
    expect(problems(pageless)).toEqual([
      `services.${index}.link: no service page /services/time-travel: add its file under service pages, or link elsewhere`,
    ]);
  });
});
