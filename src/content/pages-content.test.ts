import { describe, expect, it } from 'vitest';
import { aboutContent, YEARS_OF_EXPERIENCE } from './about';
import aboutData from './data/about.json' with { type: 'json' };
import { aboutFileSchema } from './about.schema';
import {
  awsEngineersClaim,
  legalLastUpdated,
  liabilityCapTerm,
  projectsDeliveredClaim,
  quoteTurnaroundClaim,
} from '../config/site';
import { formatLegalDate, legalAgencyFacts } from './legal';
import { cookiesPolicy } from './cookies-policy';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import { legalFileSchema, legalPageSchema } from './legal.schema';
import privacyData from './data/legal/privacy-policy.json' with { type: 'json' };
import { servicePageFrom } from './service-page-parts';
import { servicePageFileSchema, servicePageNameSchema } from './service-pages.schema';
import type { ServicePageFile } from './service-pages.schema';
import { describeIssues } from './content-files.schema';

const servicePageFiles = import.meta.glob<Record<string, unknown>>('./data/service-pages/*.json', {
  eager: true,
  import: 'default',
});
/** The specification's service pages as the site shows them, by name in camel case. */
const servicePages = Object.fromEntries(
  Object.entries(servicePageFiles).map(([file, data]) => [
    file
      .replace(/^.*\/|\.json$/g, '')
      .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    servicePageFrom(data as ServicePageFile),
  ]),
) as Record<string, ReturnType<typeof servicePageFrom>> & {
  [
    name in
      | 'customDevelopment'
      | 'websiteDevelopment'
      | 'mobileApps'
      | 'pythonProgramming'
      | 'uiUxDesign'
      | 'dataAnalytics'
      | 'seoServices'
      | 'socialMediaMarketing'
      | 'amazonMarketing'
      | 'awsServices'
      | 'chromeExtensions'
      | 'digitalMarketing'
      | 'cpanelHosting'
  ]: ReturnType<typeof servicePageFrom>;
};
const servicePageProblems = (value: unknown) => {
  const result = servicePageFileSchema.safeParse(value);
  return result.success ? [] : describeIssues(result.error.issues);
};

const legalProblems = (value: unknown) => {
  const result = legalFileSchema.safeParse(value);
  return result.success ? [] : describeIssues(result.error.issues);
};

describe('legal pages', () => {
  it('a legal file may ask only for the generated blocks its page provides', () => {
    const asking = (insert: string) => ({
      title: 'T',
      intro: 'I',
      numbered: false,
      sections: [{ heading: 'H', paragraphs: ['P'], insert }],
    });
    const problems = (page: Parameters<typeof legalPageSchema>[0], value: unknown) => {
      const result = legalPageSchema(page).safeParse(value);
      return result.success ? [] : describeIssues(result.error.issues);
    };
    expect(problems('privacy-policy', asking('lookupHosts'))).toEqual([]);
    expect(problems('cookies-policy', asking('browserStorage'))).toEqual([]);
    expect(problems('cookies-policy', asking('lookupHosts'))).toEqual([
      'sections.0.insert: this page provides only the blocks browserStorage, fieldMeasurements',
    ]);
    expect(problems('terms-of-service', asking('contactRecord'))).toEqual([
      'sections.0.insert: this page has no generated block; remove "insert"',
    ]);
  });

  it('privacy has 8 numbered sections, terms of service 10, cookies 7 (what, types, use, managing, third parties, updates, contact), as the specification lists them', () => {
    for (const { lastUpdated, ...file } of [privacyPolicy, termsOfService, cookiesPolicy]) {
      expect(lastUpdated).toBeTruthy();
      expect(legalProblems(file)).toEqual([]);
    }
    expect(privacyPolicy.sections).toHaveLength(8);
    expect(privacyPolicy.numbered).toBe(true);
    expect(termsOfService.sections).toHaveLength(10);
    expect(termsOfService.numbered).toBe(true);
    expect(cookiesPolicy.sections).toHaveLength(7);
    // The specification: four types of cookies, essential, analytics, preference, marketing.
    const types = cookiesPolicy.sections[1]!.items!;
    expect(types.map((item) => item.split(':')[0]!.toLowerCase())).toEqual([
      'essential cookies',
      'analytics cookies',
      'preference cookies',
      'marketing cookies',
    ]);
    // Each type says whether this site uses it (it uses none).
    for (const item of types) expect(item).toContain('This website sets none');
  });

  it('date the pages from the one configured entry', () => {
    expect(legalLastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const doc of [privacyPolicy, termsOfService, cookiesPolicy])
      expect(doc.lastUpdated).toBe(formatLegalDate(legalLastUpdated));
  });
});

describe('legal data files', () => {
  it('refuse an unknown placeholder, naming it and the field, once per name and field', () => {
    const file = structuredClone(privacyData);
    file.intro = 'Founded by {founder} in {foundedYear}.';
    file.sections[0]!.paragraphs.push('Written by {founder}.');
    expect(legalProblems(file)).toEqual([
      expect.stringMatching(
        /^intro: a text names an unknown placeholder \{founder\}; known: \{brandName\}, /,
      ),
      expect.stringMatching(/^intro: a text names an unknown placeholder \{foundedYear\}; /),
      expect.stringMatching(
        /^sections\.0\.paragraphs\.\d+: a text names an unknown placeholder \{founder\}; /,
      ),
    ]);
  });

  it('refuse missing fields, wrong types, unknown blocks and hostile values, one line each', () => {
    const { title: _title, ...untitled } = structuredClone(privacyData);
    expect(legalProblems(untitled)).toEqual([expect.stringMatching(/^title: /)]);
    const bad = structuredClone(privacyData) as unknown as Record<string, unknown> & {
      sections: Record<string, unknown>[];
    };
    bad.numbered = 'yes';
    bad.sections[0]!.insert = 'script';
    bad.sections[1]!.paragraphs = [];
    bad.sections[2]!.heading = '   ';
    bad.sections[3]!.onclick = 'alert(1)';
    bad.lastUpdated = 'January 1, 2025';
    expect(legalProblems(bad)).toEqual([
      expect.stringMatching(/^numbered: /),
      expect.stringMatching(/^sections\.0\.insert: /),
      expect.stringMatching(/^sections\.1\.paragraphs: /),
      'sections.2.heading: must not be empty',
      expect.stringMatching(/^sections\.3: .*onclick/),
      expect.stringMatching(/^\(the file\): .*lastUpdated/),
    ]);
    expect(legalProblems({ ...privacyData, sections: [] })).toEqual([
      expect.stringMatching(/^sections: /),
    ]);
    expect(legalProblems(null)).toEqual([expect.stringMatching(/^\(the file\): /)]);
  });
});

describe('claims the specification does not make', () => {
  it('come from the configured settings, which the launch check reports', () => {
    expect(aboutContent.stats.map((stat) => stat.value)).toContain(projectsDeliveredClaim.text);
    expect(servicePages.awsServices.lead).toContain(awsEngineersClaim.text);
    const closing = servicePages.customDevelopment.sections.at(-1)!;
    expect(closing.kind === 'actions' && closing.text).toContain(quoteTurnaroundClaim.text);
    const liability = termsOfService.sections.find((s) => s.heading === 'Limitation of Liability');
    expect(liability?.paragraphs.join(' ')).toContain('{liabilityCap}');
    expect(legalAgencyFacts.liabilityCap).toBe(liabilityCapTerm.text);
  });
});

describe('about', () => {
  it('is valid and says the file’s years of experience wherever a text names {years}', () => {
    expect(aboutFileSchema.safeParse(aboutData).success).toBe(true);
    const years = aboutData.yearsOfExperience;
    expect(YEARS_OF_EXPERIENCE).toBe(years);
    const texts = (file: unknown) => JSON.stringify(file).match(/"[^"]*"/g) ?? [];
    const raw = texts({ ...aboutData, yearsOfExperience: undefined });
    const filled = texts({ ...aboutContent });
    expect(filled).toHaveLength(raw.length);
    for (const [index, text] of raw.entries())
      if (text.includes('{years}')) expect(filled[index]).toContain(String(years));
    expect(JSON.stringify(aboutContent)).not.toMatch(/\{\w+\}/);
  });

  it('refuses unknown placeholders, empty texts and a non-whole number of years', () => {
    const bad = { ...structuredClone(aboutData), yearsOfExperience: 17.5, storyHeading: ' ' };
    bad.why = [...bad.why, 'Founded {foundedYear}'];
    const result = aboutFileSchema.safeParse(bad);
    expect(result.success ? [] : describeIssues(result.error.issues)).toEqual([
      'yearsOfExperience: must be a whole number',
      'storyHeading: must not be empty',
    ]);
    const unknown = aboutFileSchema.safeParse({ ...aboutData, why: ['Founded {foundedYear}'] });
    expect(unknown.success ? [] : describeIssues(unknown.error.issues)).toEqual([
      'why.0: a text names an unknown placeholder {foundedYear}; known: {years}, {projectsDelivered}',
    ]);
  });
});

describe('service pages', () => {
  it('come from valid data files, the specification’s 13 among them', () => {
    expect(Object.keys(servicePageFiles).length).toBeGreaterThanOrEqual(13);
    for (const file of Object.values(servicePageFiles))
      expect(servicePageProblems(file)).toEqual([]);
  });

  it('fill in the claims and compute the billing link; refuse unknown claims and bad input', () => {
    const file = servicePageFiles['./data/service-pages/cpanel-hosting.json']!;
    expect(JSON.stringify(file)).not.toContain('cart.php');
    expect(JSON.stringify(servicePages.awsServices)).not.toMatch(/\{\w+\}/);

    const unknown = structuredClone(file);
    unknown.lead = 'Plans from {cheapestPlan}.';
    expect(servicePageProblems(unknown)).toEqual([
      'lead: a text names an unknown placeholder {cheapestPlan}; known: {quoteTurnaround}, {awsEngineers}, {brandName}, {years}, {fromPricePKR}, {fromPriceUSD}',
    ]);

    const hostile = structuredClone(file) as {
      sections: Record<string, unknown>[];
      heroActions: Record<string, unknown>[];
    };
    hostile.heroActions[0]!.to = 'javascript:alert(1)';
    hostile.sections[0]!.kind = 'script';
    hostile.sections[1] = { kind: 'tags', heading: '  ', items: [] };
    expect(servicePageProblems(hostile)).toEqual([
      'heroActions.0.to: must be whatsapp, hosting-order, a page of this site (/contact) or an https:// address',
      expect.stringMatching(/^sections\.0(\.kind)?: /),
      'sections.1.heading: must not be empty',
      expect.stringMatching(/^sections\.1\.items: /),
    ]);
    expect(servicePageProblems({ ...file, sections: [] })[0]).toMatch(/^sections: /);
  });

  it('send a button to a page that exists or to an https: address, never to another host by //', () => {
    const file = servicePageFiles['./data/service-pages/cpanel-hosting.json']!;
    const withTarget = (to: string) => {
      const page = structuredClone(file) as { heroActions: Record<string, unknown>[] };
      page.heroActions[0]!.to = to;
      return servicePageProblems(page);
    };
    for (const to of [
      'whatsapp',
      'hosting-order',
      '/contact',
      '/services/cpanel-hosting#hosting-plans',
      '/services/uiux-design',
      '/insights',
      'https://example.com/a?b#c',
    ])
      expect(withTarget(to), to).toEqual([]);
    const refused =
      'heroActions.0.to: must be whatsapp, hosting-order, a page of this site (/contact) or an https:// address';
    for (const to of [
      '//evil.example',
      '//evil.example/contact',
      'http://example.com',
      'https://',
      'https:///evil',
      'mailto:a@b.c',
      'javascript:alert(1)',
      'contact',
    ])
      expect(withTarget(to), to).toContain(refused);
    expect(withTarget('/contactus')).toEqual([
      'heroActions.0.to: no page of this site has the path /contactus',
    ]);
    expect(withTarget('/services/no-such-page#x')).toEqual([
      'heroActions.0.to: no page of this site has the path /services/no-such-page',
    ]);
  });

  it('refuse a file name that a route alias takes', () => {
    expect(servicePageNameSchema.safeParse('cloud-migration').success).toBe(true);
    expect(
      servicePageNameSchema.safeParse('uiux-design').error?.issues.map((i) => i.message),
    ).toEqual([
      '"uiux-design" is taken: /services/uiux-design is an alias that serves /services/ui-ux-design',
    ]);
  });

  const cards = (page: (typeof servicePages)[keyof typeof servicePages]) =>
    page.sections.flatMap((s) => (s.kind === 'cards' ? s.cards : []));

  it('match the specification: Amazon four cards and a WhatsApp hero, AWS four cards, Chrome extensions six and the banner, digital marketing six, cPanel six, the plans, Order Now to the cart and Contact Sales', () => {
    expect(cards(servicePages.amazonMarketing).map((c) => c.title.toLowerCase())).toEqual([
      'listing optimization',
      'ppc advertising',
      'review management',
      'conversion optimization',
    ]);
    expect(servicePages.amazonMarketing.heroActions[0]!.to).toBe('whatsapp');
    expect(cards(servicePages.awsServices)).toHaveLength(4);
    expect(cards(servicePages.chromeExtensions)).toHaveLength(6);
    expect(servicePages.chromeExtensions.whatsappBanner).toBe(true);
    expect(cards(servicePages.digitalMarketing)).toHaveLength(6);
    expect(servicePages.digitalMarketing.whatsappBanner).toBe(true);
    expect(cards(servicePages.cpanelHosting)).toHaveLength(6);
    expect(servicePages.cpanelHosting.sections.some((s) => s.kind === 'embed')).toBe(true);
    const closing = servicePages.cpanelHosting.sections.at(-1)!;
    expect(closing.kind === 'actions' && closing.actions.map((a) => [a.label, a.to])).toEqual([
      ['Order Now', expect.stringMatching(/cart\.php\?gid=2$/)],
      ['Contact Sales', '/contact'],
    ]);
  });

  it('give the other eight pages feature cards and a call to action to /contact and WhatsApp', () => {
    const general = [
      servicePages.customDevelopment,
      servicePages.websiteDevelopment,
      servicePages.mobileApps,
      servicePages.pythonProgramming,
      servicePages.uiUxDesign,
      servicePages.dataAnalytics,
      servicePages.seoServices,
      servicePages.socialMediaMarketing,
    ];
    for (const page of general) {
      expect(cards(page).length).toBeGreaterThanOrEqual(6);
      const targets = page.sections.flatMap((s) =>
        s.kind === 'actions' ? s.actions.map((a) => a.to) : [],
      );
      expect(targets).toEqual(expect.arrayContaining(['/contact', 'whatsapp']));
    }
  });
});
