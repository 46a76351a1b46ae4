import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { billingBaseUrl } from '../config/site';
import { defaultServiceTab, services, serviceTabs } from './services';
import { serviceCardSchema, serviceTabSchema } from './services.schema';

describe('services', () => {
  it('lists all 15 services of the spec, each valid with a unique id', () => {
    z.array(serviceCardSchema).parse(services);
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
    z.array(serviceTabSchema).parse(serviceTabs);
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
});
