import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check';
import { RASTER_IMAGE_RULE } from '../../src/lib/raster-image-path';

const repo = join(import.meta.dirname, '../..');
let copies: string[] = [];

/** A copy of the repository's data files (and public/images) to break. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(dir);
  for (const path of ['src/config/site.json', 'src/content/data', 'public/images'])
    cpSync(join(repo, path), join(dir, path), { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data, null, 2));
};

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe('content check: a service page’s file name', () => {
  it('refuses one that a route alias takes, in one line', () => {
    const dir = copy();
    const folder = 'src/content/data/service-pages';
    cpSync(join(dir, folder, 'seo-services.json'), join(dir, folder, 'uiux-design.json'));
    edit(dir, `${folder}/uiux-design.json`, (data) => {
      data.title = 'UX Design';
      data.description =
        'Interfaces people understand at a glance, designed and tested with your users.';
    });
    expect(checkContent(dir)).toEqual([
      `${folder}/uiux-design.json: (the file name): "uiux-design" is taken: /services/uiux-design is an alias that serves /services/ui-ux-design`,
    ]);
  });
});

describe('content check: the files under public/images/', () => {
  it('refuses an upload that is no raster image, naming the file', () => {
    const dir = copy();
    writeFileSync(join(dir, 'public/images/insights/diagram.svg'), '<svg><script>1</script></svg>');
    expect(checkContent(dir)).toEqual([
      'public/images/insights/diagram.svg: not a PNG, JPEG, WebP or AVIF image (checked by its bytes)',
    ]);
  });
});

describe('content check: the insights', () => {
  const article = 'src/content/data/insights/automating-reports-with-python.md';
  const change = (dir: string, file: string, from: RegExp, to: string) =>
    writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replace(from, to));

  it('refuses an article with a bad date, an unknown tag or a missing cover, one line each', () => {
    const dir = copy();
    change(dir, article, /^date: .*$/m, 'date: "2026-02-30"');
    change(dir, article, /^ {2}- data-analytics$/m, '  - knitting');
    change(dir, article, /^cover:\n(?: {2}.*\n)+/m, '');
    expect(checkContent(dir)).toEqual([
      `${article}: date: must be a real date`,
      expect.stringMatching(
        new RegExp(`^${article}: tags\\.1: must be one of: .*custom-development`),
      ),
      expect.stringMatching(new RegExp(`^${article}: cover: `)),
    ]);
  });

  it('refuses an article whose file name takes a route, and a case study of no project', () => {
    const dir = copy();
    cpSync(join(dir, article), join(dir, 'src/content/data/insights/page.md'));
    edit(dir, 'src/content/data/case-studies/book-nook-online-store.json', (data) => {
      data.project = 'no-such-project';
    });
    expect(checkContent(dir)).toEqual([
      'src/content/data/insights/page.md: (the file name): "page" is taken by a route (/insights/page/…)',
      'src/content/data/case-studies/book-nook-online-store.json: project: no portfolio project "no-such-project"',
    ]);
  });

  it('refuses a cover image that is not in public/', () => {
    const dir = copy();
    rmSync(join(dir, 'public/images/insights/automating-reports-with-python.webp'));
    expect(checkContent(dir)).toEqual([
      `${article}: cover.image: no such image: public/images/insights/automating-reports-with-python.webp`,
    ]);
  });
});

describe('content check', () => {
  it('passes the repository’s data files', () => {
    expect(checkContent(repo)).toEqual([]);
  });

  it('names the file, the field and the rule of each problem', () => {
    const dir = copy();
    edit(dir, 'src/content/data/hosting-plans.json', (data) => {
      const plans = data.plans as Record<string, unknown>[];
      plans[1]!.pricePKR = -875;
      plans[2]!.priceUSD = 'four';
      delete plans[0]!.name;
    });
    edit(dir, 'src/config/site.json', (data) => {
      data.phone = '0300-1234567';
      data.extra = true;
    });
    expect(checkContent(dir)).toEqual([
      'src/config/site.json: phone: must be written +92, a space, 3 digits starting with 3, a space, 7 digits',
      'src/config/site.json: (the file): Unrecognized key: "extra"',
      expect.stringMatching(/^src\/content\/data\/hosting-plans\.json: plans\.0\.name: .+/),
      'src/content/data/hosting-plans.json: plans.1.pricePKR: must be a number greater than 0',
      'src/content/data/hosting-plans.json: plans.2.priceUSD: must be a number',
    ]);
  });

  it('takes a new service page file, and names one whose file name is no address', () => {
    const dir = copy();
    const folder = join(dir, 'src/content/data/service-pages');
    const page = JSON.parse(readFileSync(join(folder, 'seo-services.json'), 'utf8')) as object;
    // Each page its own title and description (the heads' rule).
    const pageNamed = (title: string) =>
      JSON.stringify({
        ...page,
        title,
        description: `${title}: moving your servers and data to the cloud, planned and done by us.`,
      });
    writeFileSync(join(folder, 'cloud-migration.json'), pageNamed('Cloud Migration'));
    expect(checkContent(dir)).toEqual([]);
    for (const name of ['Cloud Migration', 'cloud--migration', '-cloud', 'café'])
      writeFileSync(join(folder, `${name}.json`), pageNamed(`Migration ${name}`));
    const rule =
      '(the file name): must be lower-case letters and digits joined by single hyphens (cloud-migration)';
    expect(checkContent(dir)).toEqual(
      ['-cloud', 'Cloud Migration', 'café', 'cloud--migration'].map(
        (name) => `src/content/data/service-pages/${name}.json: ${rule}`,
      ),
    );
  });

  it('reports broken JSON, a stray file and a bad entry, never an image that is not there', () => {
    const dir = copy();
    writeFileSync(join(dir, 'src/content/data/faqs/broken.json'), '{"order": 1, "question": ');
    writeFileSync(join(dir, 'src/content/data/faqs/notes.txt'), 'x');
    writeFileSync(
      join(dir, 'src/content/data/portfolio/new.json'),
      JSON.stringify({
        order: 1,
        name: 'New',
        url: 'http://new.test',
        categoryId: 'space',
        image: '/images/portfolio/none.png',
      }),
    );
    rmSync(join(dir, 'src/content/data/hero-package.json'));
    expect(checkContent(dir)).toEqual([
      'src/content/data/hero-package.json: missing',
      expect.stringMatching(
        /^src\/content\/data\/portfolio\/new\.json: url: must be a https:\/\/ address$/,
      ),
      expect.stringMatching(/^src\/content\/data\/portfolio\/new\.json: categoryId: .*"corporate"/),
      expect.stringMatching(/^src\/content\/data\/faqs\/broken\.json: not valid JSON: /),
      'src/content/data/faqs/notes.txt: not a .json file (each entry is one .json file)',
    ]);
  });

  it('names the legal page and the unknown placeholder, and reports its broken twin', () => {
    const dir = copy();
    edit(dir, 'src/content/data/legal/terms-of-service.json', (data) => {
      data.intro = 'These terms of {companyName} govern {companyName}’s site.';
      delete data.numbered;
    });
    writeFileSync(
      join(dir, 'src/content/data/legal/cookies-policy.json'),
      '---\ntitle: Cookies\n---\n',
    );
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(/^src\/content\/data\/legal\/terms-of-service\.json: numbered: /),
      expect.stringMatching(
        /^src\/content\/data\/legal\/terms-of-service\.json: intro: a text names an unknown placeholder \{companyName\}; known: \{brandName\}/,
      ),
      expect.stringMatching(/^src\/content\/data\/legal\/cookies-policy\.json: not valid JSON: /),
    ]);
  });
});

describe('content check: the pages’ heads, across the files', () => {
  const folder = 'src/content/data/service-pages';

  it('refuses a copied service page whose description was left as it was, in one line', () => {
    const dir = copy();
    cpSync(join(dir, folder, 'seo-services.json'), join(dir, folder, 'seo-audits.json'));
    edit(dir, `${folder}/seo-audits.json`, (data) => {
      data.title = 'SEO Audits';
    });
    expect(checkContent(dir)).toEqual([
      `${folder}/seo-services.json: description: must differ from every other page's description; ${folder}/seo-audits.json (description) is the same`,
    ]);
  });

  it('refuses a title another page has, and a description too short or too long once filled in', () => {
    const dir = copy();
    const heads = 'src/content/data/heads.json';
    const data = JSON.parse(readFileSync(join(dir, heads), 'utf8')) as Record<
      string,
      { title: string; description: string }
    >;
    edit(dir, heads, (file) => {
      (file.faqs as { title: string }).title = data.careers!.title;
      (file.contact as { description: string }).description = 'Write to {brandName}.';
      (file.about as { description: string }).description = `${'{fromPricePKR} '.repeat(30)}`;
    });
    const problems = checkContent(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${heads}: about\\.description: must be 51 to 170 characters with its facts filled in \\(it is \\d+\\)$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${heads}: contact\\.description: must be 51 to 170 characters with its facts filled in \\(it is \\d+\\)$`,
        ),
      ),
      `${heads}: careers.title: must differ from every other page's title; ${heads} (faqs.title) is the same`,
    ]);
  });
});

describe('content check: entries shown side by side', () => {
  it('refuses a copied FAQ, testimonial, role or project, naming the field and the other file', () => {
    const dir = copy();
    const copyEntry = (folder: string) => {
      const path = join(dir, 'src/content/data', folder);
      const first = readdirSync(path).sort()[0]!;
      cpSync(join(path, first), join(path, `zz-copy.json`));
      return [`src/content/data/${folder}/zz-copy.json`, `src/content/data/${folder}/${first}`];
    };
    const [faq, faqOriginal] = copyEntry('faqs');
    const [role, roleOriginal] = copyEntry('careers');
    const [project, projectOriginal] = copyEntry('portfolio');
    const [review, reviewOriginal] = copyEntry('testimonials');
    expect(checkContent(dir)).toEqual([
      `${project}: name: must differ from every other entry's; ${projectOriginal} has the same`,
      `${project}: url: must differ from every other entry's; ${projectOriginal} has the same`,
      `${review}: text: must differ from every other entry's; ${reviewOriginal} has the same`,
      `${faq}: question: must differ from every other entry's; ${faqOriginal} has the same`,
      `${role}: title: must differ from every other entry's; ${roleOriginal} has the same`,
    ]);
  });
});

describe('content check: the agency’s uploaded logos and social image', () => {
  it('accepts a named upload that is missing (the site falls back), refuses an SVG or a path out of /images', () => {
    const dir = copy();
    edit(dir, 'src/config/site.json', (data) => {
      (data.brand as Record<string, unknown>).logoOnHero = '/images/brand/missing.png';
      (data.brand as Record<string, unknown>).socialImage = '/images/brand/missing.jpg';
    });
    expect(checkContent(dir)).toEqual([]);
    edit(dir, 'src/config/site.json', (data) => {
      (data.brand as Record<string, unknown>).logoOnSolid = '/images/brand/logo.svg';
      (data.brand as Record<string, unknown>).socialImage = '/brand/logo-dark.png';
    });
    expect(checkContent(dir)).toEqual([
      `src/config/site.json: brand.logoOnSolid: ${RASTER_IMAGE_RULE}`,
      `src/config/site.json: brand.socialImage: ${RASTER_IMAGE_RULE}`,
    ]);
  });
});
