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
  it('lists all 15 services of the spec from a valid data file, each with a unique id', () => {
    expect(problems(data)).toEqual([]);
    expect(services).toHaveLength(15);
    expect(new Set(services.map((service) => service.id)).size).toBe(15);
    expect(services.map((service) => service.title)).toEqual([
      'Custom Development',
      'Website Development',
      'Mobile Apps',
      'Python Programming',
      'Data Analytics',
      'UI/UX Design',
      'AI Solutions',
      'Chrome Extensions',
      'SEO Services',
      'Social Media Marketing',
      'Amazon Marketing',
      'Digital Marketing',
      'AWS Services',
      'cPanel Hosting',
      'Domain Registration',
    ]);
  });

  it('has the home tabs Development (6, default), Marketing (3) and Domain & Hosting (3)', () => {
    expect(serviceTabs.map((tab) => [tab.label, tab.services.length])).toEqual([
      ['Development', 6],
      ['Marketing', 3],
      ['Domain & Hosting', 3],
    ]);
    expect(defaultServiceTab).toBe('development');
  });

  it('links the domain registration and cPanel hosting cards to the billing host in a new tab', () => {
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
    expect(services.find((service) => service.id === 'ai-solutions')!.href).toBe('/contact');
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
