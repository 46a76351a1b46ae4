import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  contentFiles,
  contentFolders,
  markdownFolders,
} from '../../src/content/content-files.schema';
import {
  cmsConfig,
  cmsFieldPaths,
  cmsFields,
  fileCollections,
  jsonSchemaOf,
  MAX_UPLOAD_BYTES,
  repositoryFrom,
  schemaFieldPaths,
  uploadFolders,
} from './cms-config';
import { isUpload } from '../../src/features/pwa/upload-cache';
import type { CmsField } from './cms-config';
import { cmsOverlay } from './cms-overlay';

const kinds = [...contentFiles, ...contentFolders, ...markdownFolders];
const config = cmsConfig({
  repo: 'agency/site',
  branch: 'main',
  localBackendUrl: 'http://localhost:8081/api/v1',
});
/** The fields of a content kind: its folder collection's, or its file's in a file collection. */
const fieldsOf = (name: string): CmsField[] => {
  for (const collection of config.collections) {
    if (!('files' in collection)) {
      if (collection.name === name) return collection.fields;
    } else {
      const file = collection.files.find((item) => item.name === name);
      if (file) return file.fields;
    }
  }
  throw new Error(`no CMS fields for ${name}`);
};
const find = (fields: CmsField[], path: string): CmsField =>
  path
    .split('.')
    .reduce<CmsField>((found, name) => (found.fields ?? []).find((item) => item.name === name)!, {
      name: '',
      label: '',
      widget: 'object',
      fields,
    });

describe('CMS configuration generated from the schemas', () => {
  it.each(kinds.map((kind) => [kind.name, kind] as const))(
    '%s: every schema field has a CMS field and every CMS field a schema field',
    (name, kind) => {
      const fromSchema = schemaFieldPaths(jsonSchemaOf(kind.schema)).sort();
      expect(cmsFieldPaths(fieldsOf(name)).sort()).toEqual(fromSchema);
      // And the overlay names only fields the schema has.
      const overlay = cmsOverlay[name]!;
      for (const path of [
        ...Object.keys(overlay.labels),
        ...Object.keys(overlay.hints ?? {}),
        ...Object.keys(overlay.widgets ?? {}),
        ...Object.keys(overlay.summaries ?? {}),
        ...Object.keys(overlay.widgetOptions ?? {}),
      ])
        expect(fromSchema, `${name}: overlay field ${path}`).toContain(path);
    },
  );

  it('has one collection per kind of content (the legal pages share one), each on its file or folder', () => {
    expect(config.collections.map((item) => item.name)).toEqual([
      ...new Set(kinds.map((kind) => ('collection' in kind && kind.collection) || kind.name)),
    ]);
    const legal = config.collections.find((item) => item.name === 'legal')!;
    expect(legal).toMatchObject({ label: 'Legal pages' });
    expect(
      'files' in legal && legal.files.map((file) => [file.name, file.label, file.file]),
    ).toEqual([
      ['privacy-policy', 'Privacy policy', 'src/content/data/legal/privacy-policy.json'],
      ['terms-of-service', 'Terms of service', 'src/content/data/legal/terms-of-service.json'],
      ['cookies-policy', 'Cookies policy', 'src/content/data/legal/cookies-policy.json'],
    ]);
    const pages = config.collections.find((item) => item.name === 'pages')!;
    expect(pages).toMatchObject({ label: 'Page texts' });
    expect('files' in pages && pages.files.map((file) => file.label)).toEqual([
      'Home page',
      'Contact page',
      'Portfolio page',
      'Testimonials page',
      'FAQs page',
      'Careers page',
      'Project estimator page',
      'Page not found',
    ]);
    expect(find(fieldsOf('page-home'), 'servicesLead')).toMatchObject({ widget: 'text' });
    expect(Object.keys(cmsOverlay).sort()).toEqual(kinds.map((kind) => kind.name).sort());
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'agency/site', base_url: 'https://api.netlify.com' },
      publish_mode: 'editorial_workflow',
      local_backend: { url: 'http://localhost:8081/api/v1' },
      media_folder: 'public/images/portfolio',
      public_folder: '/images/portfolio',
    });
  });

  it('carries the schemas’ kinds, required fields, limits, patterns, choices and lists', () => {
    const plans = fieldsOf('hosting-plans');
    expect(find(plans, 'plans')).toMatchObject({ widget: 'list', min: 1 });
    expect(find(plans, 'plans.pricePKR')).toMatchObject({
      widget: 'schema-number',
      value_type: 'float',
    });
    // Required, as the schema says: the editor does not mark a price "optional".
    expect(find(plans, 'plans.pricePKR').required).toBeUndefined();
    expect(find(plans, 'plans.priceUSD').required).toBeUndefined();
    expect(find(plans, 'plans.pid')).toMatchObject({ widget: 'schema-number', value_type: 'int' });
    expect(find(plans, 'plans.popular')).toMatchObject({ widget: 'boolean' });
    expect(find(plans, 'plans.quotas')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { widget: 'string' },
    });
    expect(find(plans, 'plans.id').pattern).toEqual([
      '^[a-z0-9-]+$',
      'must be lower-case letters, digits and dashes',
    ]);
    const project = fieldsOf('portfolio');
    expect(find(project, 'categoryId')).toMatchObject({ widget: 'select' });
    expect(find(project, 'categoryId').options).toContain('ecommerce');
    expect(find(project, 'image')).toMatchObject({ widget: 'image', required: false });
    expect(find(project, 'name').required).toBeUndefined();
    expect(find(fieldsOf('testimonials'), 'rating')).toMatchObject({ min: 1, max: 5 });
    expect(find(fieldsOf('site'), 'phone').pattern?.[1]).toMatch(/^must be written \+92/);
  });

  it('edits the service pages’ sections as a list of kinds; staff add and remove pages', () => {
    const sections = find(fieldsOf('service-pages'), 'sections');
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'kind', min: 1 });
    expect(sections.types!.map((type) => type.name)).toEqual([
      'cards',
      'lists',
      'steps',
      'tags',
      'actions',
      'embed',
    ]);
    const cards = sections.types![0]!;
    expect(cards.fields!.map((item) => item.name)).toEqual(['heading', 'intro', 'cards']);
    expect(find(cards.fields!, 'intro').required).toBe(false);
    expect(find(sections.types![5]!.fields!, 'name')).toMatchObject({
      widget: 'select',
      options: ['hosting-plans'],
    });
    expect(find(fieldsOf('service-pages'), 'heroActions.to').pattern?.[1]).toMatch(
      /^must be whatsapp, hosting-order/,
    );
    const collection = config.collections.find((item) => item.name === 'service-pages')!;
    expect(collection).toMatchObject({ create: true, delete: true, slug: '{{title}}' });
    // A new page's file name is its address: ASCII lower-case words joined by hyphens.
    expect(config.slug).toEqual({
      encoding: 'ascii',
      clean_accents: true,
      sanitize_replacement: '-',
    });
    expect(find(fieldsOf('service-pages'), 'description').widget).toBe('text');
    // A new page starts with no buttons (not one blank button the schema refuses) and must have
    // a section.
    expect(find(fieldsOf('service-pages'), 'heroActions').default).toEqual([]);
    expect(sections.default).toBeUndefined();
    expect(config.collections.find((item) => item.name === 'portfolio')).toMatchObject({
      create: true,
      delete: true,
    });
  });

  it('edits a legal page’s sections as a list of objects with long texts and a block choice', () => {
    const privacy = fieldsOf('privacy-policy');
    expect(find(privacy, 'intro')).toMatchObject({ widget: 'text' });
    expect(find(privacy, 'numbered')).toMatchObject({ widget: 'boolean' });
    const sections = find(privacy, 'sections');
    expect(sections).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.heading}}' });
    expect(sections.fields!.map((item) => [item.name, item.widget, item.required])).toEqual([
      ['heading', 'string', undefined],
      ['paragraphs', 'list', undefined],
      ['items', 'list', false],
      ['insertLead', 'text', false],
      ['insert', 'select', false],
      ['after', 'list', false],
    ]);
    expect(find(privacy, 'sections.paragraphs')).toMatchObject({
      min: 1,
      field: { widget: 'text' },
    });
    expect(find(privacy, 'sections.insert').options).toEqual([
      'browserStorage',
      'lookupHosts',
      'contactRecord',
      'fieldMeasurements',
    ]);
    expect(find(privacy, 'lastUpdated')).toBeUndefined();
  });

  it('groups files that name one collection, keeping their order', () => {
    const file = (name: string, collection?: string) => ({
      name,
      file: `${name}.json`,
      schema: z.object({}),
      ...(collection ? { collection } : {}),
    });
    expect(
      fileCollections([file('a'), file('b', 'g'), file('c'), file('d', 'g')]).map(
        ([name, files]) => [name, files.map((item) => item.name)],
      ),
    ).toEqual([
      ['a', ['a']],
      ['g', ['b', 'd']],
      ['c', ['c']],
    ]);
  });

  it('fails loudly when a schema field has no label in the overlay', () => {
    const schema = z.strictObject({ order: z.int(), question: z.string(), extra: z.string() });
    expect(() => cmsFields({ name: 'faqs', schema })).toThrow(
      'scripts/cms/cms-overlay.ts: no label for field "extra"',
    );
    expect(() => cmsFields({ name: 'posts', schema })).toThrow('no collection "posts"');
  });

  it('reads the repository from CMS_GITHUB_REPO or Netlify’s REPOSITORY_URL', () => {
    expect(repositoryFrom({ CMS_GITHUB_REPO: 'agency/site' })).toBe('agency/site');
    expect(repositoryFrom({ REPOSITORY_URL: 'https://github.com/agency/site' })).toBe(
      'agency/site',
    );
    expect(repositoryFrom({ REPOSITORY_URL: 'git@github.com:agency/site.git' })).toBe(
      'agency/site',
    );
    expect(repositoryFrom({ REPOSITORY_URL: 'https://gitlab.com/agency/site' })).toBe('');
    expect(repositoryFrom({})).toBe('');
  });
});

describe('uploads', () => {
  it('limit every image field’s uploads to MAX_UPLOAD_BYTES', () => {
    const config = cmsConfig({
      repo: 'a/b',
      branch: 'main',
      localBackendUrl: 'http://localhost:8081/api/v1',
    });
    const images: unknown[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        if ((value as { widget?: string }).widget === 'image') images.push(value);
        Object.values(value).forEach(visit);
      }
    };
    visit(config.collections);
    expect(images.length).toBeGreaterThan(0);
    for (const field of images)
      expect(field).toMatchObject({
        media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
      });
    expect(config).not.toHaveProperty('media_library');
  });
});

describe('upload folders', () => {
  it('are read from every media_folder of the configuration, at any depth', () => {
    const config = {
      media_folder: 'public/images/portfolio',
      collections: [
        { media_folder: '/public/images/insights' },
        {
          files: [
            { fields: [{ name: 'logo', widget: 'image', media_folder: 'public/images/x/' }] },
          ],
        },
      ],
    };
    expect(uploadFolders(config)).toEqual([
      { folder: 'public/images/insights', path: '/images/insights/' },
      { folder: 'public/images/portfolio', path: '/images/portfolio/' },
      { folder: 'public/images/x', path: '/images/x/' },
    ]);
  });

  it('refuse a folder that is not a fixed folder under public/images/, naming it', () => {
    for (const folder of [
      '',
      'public',
      'public/icons',
      '../public/images/a',
      'public/images/../x',
      '{{media_folder}}/a',
      'images/a',
    ])
      expect(() => uploadFolders({ media_folder: folder }), folder).toThrow(
        `media_folder "${folder}" is not a fixed folder under public/images/`,
      );
  });

  it('of the site’s editor are each answered by the worker’s upload cache', () => {
    const folders = uploadFolders(cmsConfig({ repo: '', branch: 'main', localBackendUrl: '' }));
    expect(folders.length).toBeGreaterThan(1);
    for (const { path } of folders) expect(isUpload(`${path}a.png`), path).toBe(true);
  });
});
