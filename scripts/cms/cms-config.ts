/**
 * Generates the configuration of the CMS at /admin (Decap CMS) from the content schemas
 * (src/content/content-files.schema.ts) and the hand-kept overlay (scripts/cms/cms-overlay.ts):
 * field kinds, required fields, limits, patterns with the schema's message, choices and lists
 * come from the schemas; labels, hints, widgets and how entries are listed from the overlay.
 */
import * as z from 'zod/mini';
import {
  contentFiles,
  contentFolders,
  markdownFolders,
} from '../../src/content/content-files.schema.ts';
import type { ContentFile, ContentKind } from '../../src/content/content-files.schema.ts';
import { cmsFileGroups, cmsOverlay } from './cms-overlay.ts';
import type { CollectionOverlay } from './cms-overlay.ts';

/** JSON Schema, as much of it as z.toJSONSchema writes for our schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** A discriminated union: each branch has the same property with a `const` value. */
  oneOf?: JsonSchema[];
  const?: string;
  enum?: string[];
  pattern?: string;
  /** The message of the zod check the pattern comes from (added by `jsonSchemaOf`). */
  'x-message'?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  /** `{}`: nothing is allowed (z.never), e.g. a generated block on a page that has none. */
  not?: JsonSchema;
}

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  /** An image field's upload options (Decap reads the size limit from the field). */
  media_library?: { config: { max_file_size: number } };
  /** A list of entries of several kinds ("variable types"), told apart by `typeKey`. */
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
}

/** The input JSON Schema of a zod schema, each pattern with its check's own message. */
export function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
      for (const check of checks) {
        const def = check._zod.def as { format?: string; error?: (issue: object) => unknown };
        const message = def.format && def.error?.({});
        if (typeof message === 'string') jsonSchema['x-message'] = message;
      }
    },
  }) as JsonSchema;
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** The number field src/admin/admin.ts registers with Decap. */
export const NUMBER_WIDGET = 'schema-number';

function labelOf(path: string, overlay: CollectionOverlay): string {
  const label = overlay.labels[path];
  if (!label) throw new Error(`scripts/cms/cms-overlay.ts: no label for field "${path}"`);
  return label;
}

/**
 * The branches of a discriminated union, each named by its discriminator's value and without
 * that property (the CMS writes it as the list's `typeKey`); undefined if it is not one.
 */
export function discriminated(
  branches: readonly JsonSchema[],
): { key: string; branches: [string, JsonSchema][] } | undefined {
  const first = branches[0]?.properties ?? {};
  const key = Object.keys(first).find((name) =>
    branches.every((branch) => typeof branch.properties?.[name]?.const === 'string'),
  );
  if (!key) return undefined;
  return {
    key,
    branches: branches.map((branch) => {
      const { [key]: tag, ...properties } = branch.properties!;
      const required = (branch.required ?? []).filter((name) => name !== key);
      return [tag!.const!, { ...branch, properties, required }];
    }),
  };
}

function field(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  overlay: CollectionOverlay,
): CmsField {
  const label = labelOf(path, overlay);
  const result: CmsField = { name, label, widget: overlay.widgets?.[path] ?? 'string' };
  // A text with a length limit says it: the longest its place holds whole on a phone.
  const limit =
    schema.type === 'string' && schema.maxLength !== undefined
      ? `At most ${schema.maxLength} characters.`
      : undefined;
  const hint = [overlay.hints?.[path], limit].filter(Boolean).join(' ');
  if (hint) result.hint = hint;
  if (!required) result.required = false;
  if (schema.type === 'object') {
    result.widget = 'object';
    result.fields = fieldsOf(schema, path, overlay);
  } else if (schema.type === 'array') {
    result.widget = 'list';
    if (schema.minItems !== undefined) result.min = schema.minItems;
    // A new entry's list starts empty: Decap would otherwise give it one blank item, which the
    // schema refuses until staff remove it.
    else result.default = [];
    if (schema.maxItems !== undefined) result.max = schema.maxItems;
    const items = schema.items ?? {};
    const union = items.oneOf && discriminated(items.oneOf);
    if (union) {
      result.typeKey = union.key;
      result.types = union.branches.map(([kind, branch]) => ({
        name: kind,
        label: labelOf(`${path}.${kind}`, overlay),
        widget: 'object',
        fields: fieldsOf(branch, `${path}.${kind}`, overlay),
      }));
    } else if (items.type === 'object') {
      result.fields = fieldsOf(items, path, overlay);
      const summary = overlay.summaries?.[path];
      if (summary) result.summary = summary;
    } else {
      result.field = { ...field(name, items, true, path, overlay), name: 'item' };
      // A list of texts shows its texts, not a folded row each.
      result.collapsed = false;
    }
  } else if (schema.type === 'number' || schema.type === 'integer') {
    // The editor's own number field (src/admin/number-field.ts): required as the schema says,
    // and what is not a number reaches the pre-save check, whose schema message says what is
    // wrong (Decap's number widget would answer "is required" to a price typed as words).
    result.widget = NUMBER_WIDGET;
    result.value_type = schema.type === 'integer' ? 'int' : 'float';
    if (schema.minimum !== undefined) result.min = schema.minimum;
    if (schema.maximum !== undefined && schema.maximum < SAFE_INTEGER) result.max = schema.maximum;
  } else if (schema.type === 'boolean') {
    result.widget = 'boolean';
    result.required = false;
    result.default = false;
  } else if (schema.enum || schema.const !== undefined) {
    result.widget = 'select';
    result.options = schema.enum ?? [schema.const!];
  } else if (schema.pattern && result.widget !== 'image') {
    // (An image's path is checked before saving: the editor tests its pattern on a preview URL.)
    result.pattern = [schema.pattern, schema['x-message'] ?? 'is not in the expected form'];
  }
  Object.assign(result, overlay.widgetOptions?.[path]);
  // Uploads: at most MAX_UPLOAD_BYTES each (Decap refuses a larger file before it commits it).
  if (result.widget === 'image')
    result.media_library = { config: { max_file_size: MAX_UPLOAD_BYTES } };
  return result;
}

function fieldsOf(schema: JsonSchema, path: string, overlay: CollectionOverlay): CmsField[] {
  const required = new Set(schema.required ?? []);
  // A property that allows nothing gets no field: staff could only enter a refused value.
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => !property.not)
    .map(([name, property]) =>
      field(name, property, required.has(name), path ? `${path}.${name}` : name, overlay),
    );
}

/** The CMS fields of a content kind, with the overlay of its collection. */
export function cmsFields(kind: ContentKind): CmsField[] {
  const overlay = cmsOverlay[kind.name];
  if (!overlay) throw new Error(`scripts/cms/cms-overlay.ts: no collection "${kind.name}"`);
  return fieldsOf(jsonSchemaOf(kind.schema), '', overlay);
}

/** Every field path of a list of CMS fields ("plans.pricePKR"). */
export function cmsFieldPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((item) => {
    const path = prefix ? `${prefix}.${item.name}` : item.name;
    return [
      path,
      ...cmsFieldPaths(item.fields ?? [], path),
      ...(item.types ?? []).flatMap((type) => [
        `${path}.${type.name}`,
        ...cmsFieldPaths(type.fields ?? [], `${path}.${type.name}`),
      ]),
    ];
  });
}

/** Every field path of a JSON Schema ("plans.pricePKR"). */
export function schemaFieldPaths(schema: JsonSchema, prefix = ''): string[] {
  const node = schema.type === 'array' ? (schema.items ?? {}) : schema;
  const union = node.oneOf && discriminated(node.oneOf);
  if (union)
    return union.branches.flatMap(([kind, branch]) => {
      const path = `${prefix}.${kind}`;
      return [path, ...schemaFieldPaths(branch, path)];
    });
  return Object.entries(node.properties ?? {}).flatMap(([name, property]) => {
    if (property.not) return [];
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...schemaFieldPaths(property, path)];
  });
}

export interface CmsOptions {
  /** GitHub repository "owner/name" the CMS commits to; empty: local editing only. */
  repo: string;
  branch: string;
  /** The local proxy (decap-server) the CMS uses when opened on localhost. */
  localBackendUrl: string;
}

/** "owner/name" from CMS_GITHUB_REPO or Netlify's REPOSITORY_URL (https or ssh form). */
export function repositoryFrom(env: Record<string, string | undefined>): string {
  const value = env.CMS_GITHUB_REPO || env.REPOSITORY_URL || '';
  const match = value.match(
    /^(?:(?:https:\/\/|git@)github\.com[/:])?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/,
  );
  return match?.[1] ?? '';
}

export function cmsOptionsFrom(env: Record<string, string | undefined>): CmsOptions {
  return {
    repo: repositoryFrom(env),
    branch: env.CMS_BRANCH || 'main',
    localBackendUrl: `http://localhost:${env.DECAP_SERVER_PORT || '8081'}/api/v1`,
  };
}

/** The files in CMS collections, in order: one each, or several sharing `collection`. */
export function fileCollections(files: readonly ContentFile[]): [string, ContentFile[]][] {
  const collections = new Map<string, ContentFile[]>();
  for (const kind of files) {
    const name = kind.collection ?? kind.name;
    collections.set(name, [...(collections.get(name) ?? []), kind]);
  }
  return [...collections];
}

/**
 * The largest file staff may upload (a screenshot of a site, well compressed, is 100-400 KB).
 * Uploads are served from their folders under /images/ and cached on first view, not precached.
 */
export const MAX_UPLOAD_BYTES = 1_000_000;

/** A collection's own upload folder, if its overlay names one. */
const mediaOf = (overlay: CollectionOverlay) =>
  overlay.media ? { media_folder: overlay.media.folder, public_folder: overlay.media.public } : {};

/** The whole Decap CMS configuration. */
export function cmsConfig(options: CmsOptions) {
  const common = (kind: ContentKind) => {
    const overlay = cmsOverlay[kind.name]!;
    return { name: kind.name, label: overlay.label, description: overlay.description };
  };
  const json = { format: 'json', extension: 'json' } as const;
  return {
    load_config_file: false,
    backend: {
      // Signs in with GitHub through Netlify's OAuth provider (docs/go-live.md, Staff editing).
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
    },
    // Each edit becomes a pull request (and a deploy preview); publishing merges it.
    publish_mode: 'editorial_workflow',
    // Only on localhost: the local proxy edits the working copy (npm run cms).
    local_backend: { url: options.localBackendUrl },
    // A new entry's file name (a service page's address) from its identifier: ASCII lower-case
    // words joined by hyphens, as the build's name rule wants.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: 'public/images/portfolio',
    public_folder: '/images/portfolio',
    collections: [
      ...fileCollections(contentFiles).map(([name, kinds]) => {
        const group = cmsFileGroups[name];
        if (kinds[0]!.collection && !group)
          throw new Error(`scripts/cms/cms-overlay.ts: no file group "${name}"`);
        return {
          ...(group ? { name, ...group } : common(kinds[0]!)),
          ...json,
          editor: { preview: false },
          files: kinds.map((kind) => ({
            name: kind.name,
            label: cmsOverlay[kind.name]!.label,
            file: kind.file,
            ...json,
            fields: cmsFields(kind),
          })),
        };
      }),
      ...contentFolders.map((kind) => {
        const overlay = cmsOverlay[kind.name]!;
        return {
          ...common(kind),
          ...json,
          ...mediaOf(overlay),
          label_singular: overlay.labelSingular,
          folder: kind.folder,
          create: true,
          delete: true,
          // The case studies have a preview in the site's style (src/admin/insight-preview.ts).
          editor: { preview: kind.name === 'case-studies' },
          identifier_field: overlay.identifierField,
          slug: `{{${overlay.identifierField}}}`,
          summary: overlay.summary,
          sortable_fields: schemaFieldPaths(jsonSchemaOf(kind.schema)).includes('order')
            ? ['order', overlay.identifierField]
            : [overlay.identifierField],
          fields: cmsFields(kind),
        };
      }),
      // Markdown with front matter (the articles): the text is the editor's `body`.
      ...markdownFolders.map((kind) => {
        const overlay = cmsOverlay[kind.name]!;
        return {
          ...common(kind),
          format: 'frontmatter',
          extension: 'md',
          ...mediaOf(overlay),
          label_singular: overlay.labelSingular,
          folder: kind.folder,
          create: true,
          delete: true,
          // The site's own styles in the preview (src/admin/insight-preview.ts).
          editor: { preview: true },
          identifier_field: overlay.identifierField,
          slug: `{{${overlay.identifierField}}}`,
          summary: overlay.summary,
          sortable_fields: ['date', overlay.identifierField],
          fields: cmsFields(kind),
        };
      }),
    ],
  };
}

/** An upload folder of the editor: where it writes in the repository, where the site serves it. */
export interface UploadFolder {
  /** The repository folder ("public/images/insights"). */
  folder: string;
  /** The site path its files are served at, with a trailing slash ("/images/insights/"). */
  path: string;
}

/** Where every upload folder must lie: under public/images/, whose files are checked by bytes. */
const UPLOAD_ROOT = 'public/images/';

/**
 * Every folder the editor can write uploads to, read from the configuration itself: the global
 * media folder and each collection's, file's and field's `media_folder`, at any depth. A folder
 * that is not a fixed folder under public/images/ (a template, a path relative to the entry) is
 * refused, naming it: its files could not be given the uploads' policy.
 */
export function uploadFolders(config: unknown): UploadFolder[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'media_folder') {
          const folder = String(value).replace(/^\/+/, '').replace(/\/+$/, '');
          if (!`${folder}/`.startsWith(UPLOAD_ROOT) || !/^[\w-]+(?:\/[\w-]+)*$/.test(folder))
            throw new Error(
              `The editor's media_folder "${String(value)}" is not a fixed folder under ${UPLOAD_ROOT}`,
            );
          found.add(folder);
        } else visit(value);
      }
    }
  };
  visit(config);
  return [...found]
    .sort()
    .map((folder) => ({ folder, path: `/${folder.slice('public/'.length)}/` }));
}

/** The upload folders of the site's editor configuration. */
export const editorUploadFolders = (): UploadFolder[] =>
  uploadFolders(cmsConfig(cmsOptionsFrom({})));
