import { z } from 'zod';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales.ts';
import { BODY_FIELD } from './editor-format.ts';
import type { EditorSettings } from './editor-settings.ts';
import { POST_FIELD_HINTS, postFrontmatterSchema, SLUG_PATTERN } from './post-schema.ts';
import type { PreviewRegistries } from './editor-preview.ts';
import type { LocalizedText, Person } from './registry-schema.ts';
import { LOCAL_IMAGE_PREFIX } from './paths.ts';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from the project's own
 * model so that it is never written twice: the fields of the front-matter schema
 * (src/lib/post-schema.ts, read as JSON Schema: types, required fields, lengths, enums, list
 * limits), the ids of the registries (categories, tags, people) as choices, and the messages of
 * the schema itself where a field has a limit. A field added to the schema appears in the editor
 * with a widget that fits its type; {@link FIELD_SPECS} only gives labels, help and the widgets
 * the type alone cannot tell (a category is a choice from categories.yaml, a time is a time).
 *
 * One collection per language (`posts-en`, `posts-hi`, `posts-mr`), each a folder of
 * content/posts/: a translation has its own file name (its own slug), so Decap CMS's i18n
 * structures, which share one file name across languages, do not fit. A Hindi or Marathi
 * article names its English source by `translationKey`, chosen from the English articles, and the
 * preview shows that source beside the translation (src/client/editor-preview.ts).
 */

/** Decap CMS's name for the article format (src/lib/editor-format.ts), registered by src/client/editor.ts. */
export const EDITOR_FORMAT = 'arogya-article';

/** The widget for times in epoch seconds (postTime…): a date and time picker, saved as seconds (src/client/editor-widgets.ts). */
export const EPOCH_WIDGET = 'epoch-seconds';

/** The editor's interface language: English, with the messages below in the project's words. */
export const EDITOR_LOCALE = 'en-IN';

/**
 * Decap CMS phrases replaced in {@link EDITOR_LOCALE}: a field's pattern message is the schema's
 * own message (see {@link editorConfig}), shown as it is, as `npm run validate` shows it.
 */
export const EDITOR_PHRASES = {
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: is missing. Fix: fill it in (npm run validate requires it too).',
        regexPattern: '%{pattern}',
      },
    },
  },
} as const;

/** The editor's collection of one language's articles. */
export const collectionName = (lang: Locale): string => `posts-${lang}`;

/** A field of Decap CMS's configuration (the keys this project uses). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** `[regular expression, message]`: Decap CMS shows the message when a value does not match. */
  pattern?: [string, string];
  default?: unknown;
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  [option: string]: unknown;
}

export interface EditorCollection {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  create: true;
  format: typeof EDITOR_FORMAT;
  extension: 'md';
  slug: string;
  identifier_field: string;
  summary: string;
  sortable_fields: string[];
  view_filters: { label: string; field: string; pattern: string }[];
  fields: EditorField[];
}

export interface EditorConfig {
  load_config_file: false;
  /** The Git host; none means the local repository only (`npm run cms`). */
  backend?: Record<string, string>;
  publish_mode: 'editorial_workflow';
  locale: typeof EDITOR_LOCALE;
  site_url: string;
  display_url: string;
  logo_url: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  editor: { preview: true };
  collections: EditorCollection[];
}

/** What the generator reads from the registries. */
export interface EditorRegistries {
  categories: Record<string, LocalizedText>;
  tags: Record<string, LocalizedText>;
  people: Record<string, Person>;
  site: { url: string; editor?: EditorSettings | undefined };
}

interface JsonSchema {
  type?: string;
  enum?: string[];
  const?: string;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface FieldContext {
  lang: Locale;
  registries: EditorRegistries;
  contentPath: string;
  schema: FrontmatterSchema;
}

interface FieldSpec {
  label: string;
  hint?: string;
  /** Languages whose articles have the field (all by default). */
  languages?: readonly Locale[];
  /** A rule of the schema that JSON Schema cannot carry, by the same expression the schema uses. */
  pattern?: RegExp;
  /** A sample the pattern rejects: the schema's message for it is the editor's. */
  patternSample?: string;
  /** The widget and its options, where the type alone does not tell. */
  widget?: (context: FieldContext) => Partial<EditorField>;
}

const labelled = (registry: Record<string, LocalizedText>, lang: Locale) =>
  Object.entries(registry).map(([value, label]) => ({
    value,
    label: lang === 'en' || label[lang] === label.en ? `${label.en} (${value})` : `${label[lang]} · ${label.en} (${value})`,
  }));

const peopleOptions = (people: Record<string, Person>, lang: Locale) =>
  Object.entries(people).map(([value, person]) => ({ value, label: `${person.name[lang]} (${value})` }));

/** A web address, as the schema's `webUrl` accepts one. */
const WEB_URL = /^https?:\/\/\S+$/;

/**
 * Labels, help and widgets of the known fields. The help quotes the example `npm run validate`
 * gives in its fixes (POST_FIELD_HINTS), so the two read alike.
 */
const FIELD_SPECS: Record<string, FieldSpec> = {
  title: { label: 'Title' },
  slug: {
    label: 'Slug',
    hint: 'The address: /post/{slug}. Letters, digits and hyphens; a Hindi or Marathi version ends in -hindi or -marathi. Never change it once published.',
    pattern: SLUG_PATTERN,
    patternSample: '?',
  },
  metaDescription: { label: 'Description', hint: 'One sentence for search results and shares.', widget: () => ({ widget: 'text' }) },
  featureImageUrl: {
    label: 'Lead image',
    hint: 'An image in content/images/ (upload one here), or an https:// address. Without one, the article gets a cover drawn from its category and title.',
    widget: () => ({ widget: 'image', choose_url: true }),
  },
  status: {
    label: 'Status',
    hint: '"publish" is public once the pull request is merged; the other states are built nowhere.',
    widget: () => ({ default: 'draft' }),
  },
  primaryCategory: {
    label: 'Category label',
    hint: 'Set from the category when you save.',
    widget: () => ({ widget: 'hidden' }),
  },
  primaryCategorySlug: {
    label: 'Category',
    widget: ({ lang, registries }) => ({ widget: 'select', options: labelled(registries.categories, lang) }),
  },
  postTime: { label: 'First published', widget: () => ({ widget: EPOCH_WIDGET, default_now: true }) },
  postTimeodified: {
    label: 'Last modified',
    hint: 'The date readers see. Press "Now" when you change what the article says.',
    widget: () => ({ widget: EPOCH_WIDGET, default_now: true }),
  },
  focusKeyWord: { label: 'Main search phrase' },
  lang: { label: 'Language', widget: ({ lang }) => ({ widget: 'hidden', default: lang }) },
  tags: {
    label: 'Tags',
    widget: ({ lang, registries }) => ({ widget: 'select', multiple: true, options: labelled(registries.tags, lang) }),
  },
  translationKey: {
    label: 'Translation group',
    widget: ({ lang }) =>
      lang === 'en'
        ? { hint: 'The same value on the English, Hindi and Marathi versions of one article; usually the English slug.' }
        : {
            widget: 'relation',
            collection: collectionName('en'),
            value_field: 'translationKey',
            search_fields: ['title', 'slug', 'translationKey'],
            display_fields: ['title'],
            options_length: 500,
            hint: 'The English article this one translates (only English articles with a translation group are listed). The preview shows it beside your text.',
          },
    pattern: SLUG_PATTERN,
    patternSample: '?',
  },
  featured: { label: 'Featured on the home page' },
  author: {
    label: 'Author',
    hint: 'From content/people.yaml.',
    widget: ({ lang, registries }) => ({ widget: 'select', options: peopleOptions(registries.people, lang) }),
  },
  reviewedBy: {
    label: 'Medical reviewer',
    hint: 'From content/people.yaml. A published health article names its reviewer, the review date and a source with a link, or says that its review is pending.',
    widget: ({ lang, registries }) => ({ widget: 'select', options: peopleOptions(registries.people, lang) }),
  },
  review: { label: 'Review pending', hint: '"pending": published before its medical review; readers see a notice saying so.' },
  healthAdvice: {
    label: 'Health advice',
    hint: 'Off for pages that are not health advice (about pages, policies): they need no medical review.',
  },
  lastReviewed: {
    label: 'Last medically reviewed',
    widget: () => ({ widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }),
  },
  nextReview: {
    label: 'Next review (sooner than the policy)',
    hint: 'Only to review sooner than site.yaml says; leave it empty otherwise.',
    widget: () => ({ widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }),
  },
  translatedFrom: {
    label: 'Translated from the English of',
    hint: 'The English version\'s "Last modified" this translation matches: when the English changes later, readers are told.',
    languages: ['hi', 'mr'],
    widget: () => ({ widget: EPOCH_WIDGET }),
  },
  references: { label: 'References', widget: () => ({ summary: '{{fields.title}}', collapsed: true }) },
  'references.title': { label: 'Title of the source' },
  'references.publisher': { label: 'Publisher', hint: 'As written in content/publishers.yaml, so that readers get its website.' },
  'references.url': { label: 'Address', pattern: WEB_URL, patternSample: 'x' },
};

/** A schema without its `.optional()` and `.default()`. */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** The front-matter schema the editor is generated from: the project's, or another in a test. */
export type FrontmatterSchema = z.ZodObject;

/** The schema of a field by its dotted path (`references.url`). */
function fieldSchema(frontmatter: FrontmatterSchema, path: string): z.ZodType {
  const [name, sub] = path.split('.') as [string, string | undefined];
  const schema = frontmatter.shape[name] as z.ZodType;
  if (sub === undefined) return schema;
  const list = unwrap(schema);
  const item = unwrap((list as z.ZodArray<z.ZodObject>).element);
  return (item as z.ZodObject).shape[sub] as z.ZodType;
}

/**
 * The message `npm run validate` gives for `sample` in a field, made general: without the sample
 * itself (`"?" is not URL-safe` → `is not URL-safe`) and, for a length, without its count.
 */
function schemaMessage(frontmatter: FrontmatterSchema, path: string, sample: string, code: string, max?: number): string {
  const result = fieldSchema(frontmatter, path).safeParse(sample);
  const issue = result.error?.issues.find((candidate) => candidate.code === code);
  if (!issue) throw new Error(`The schema of ${path} accepts ${JSON.stringify(sample.slice(0, 20))}: the editor's rule for it is wrong.`);
  let message = issue.message.replace(`"${sample}" `, '');
  if (max !== undefined) message = message.replace(`is ${sample.length} characters long`, `is more than ${max} characters long`);
  return `${path}: ${message}`;
}

/** Decap CMS's `pattern` for a field: every rule at once, with the schema's message for each. */
function patternOf(context: FieldContext, path: string, node: JsonSchema, spec: FieldSpec | undefined): [string, string] | undefined {
  const rules: { source: string; message: string }[] = [];
  if (spec?.pattern && spec.patternSample !== undefined) {
    rules.push({ source: spec.pattern.source, message: schemaMessage(context.schema, path, spec.patternSample, 'custom') });
  }
  if (node.type === 'string' && node.maxLength !== undefined) {
    const prefix = /url$/i.test(path) ? 'https://' : '';
    const sample = prefix + 'a'.repeat(node.maxLength + 1 - prefix.length);
    rules.push({
      source: `^[\\s\\S]{0,${node.maxLength}}$`,
      message: schemaMessage(context.schema, path, sample, 'too_big', node.maxLength),
    });
  }
  if (rules.length === 0) return undefined;
  if (rules.length === 1) return [rules[0]!.source, rules[0]!.message];
  return [rules.map((rule) => `(?=${rule.source})`).join(''), rules.map((rule) => rule.message).join(' · ')];
}

/** A field of the editor for a property of the schema's JSON Schema. */
function editorField(path: string, node: JsonSchema, required: boolean, context: FieldContext): EditorField {
  const name = path.split('.').pop()!;
  const spec = FIELD_SPECS[path];
  const example = POST_FIELD_HINTS[path];
  const field: EditorField = {
    name,
    label: spec?.label ?? name,
    widget: 'string',
    required,
  };
  const hint = [spec?.hint, example && `In the file: ${name}: ${example}`].filter(Boolean).join(' ');
  if (hint) field.hint = hint;
  if (node.enum) {
    field.widget = 'select';
    field.options = node.enum.map((value) => ({ label: value, value }));
  } else if (node.const !== undefined) {
    field.widget = 'select';
    field.options = [{ label: node.const, value: node.const }];
  } else if (node.type === 'integer' || node.type === 'number') {
    field.widget = 'number';
    field.value_type = node.type === 'integer' ? 'int' : 'float';
  } else if (node.type === 'boolean') {
    field.widget = 'boolean';
  } else if (node.type === 'array' && node.items) {
    field.widget = 'list';
    if (node.items.type === 'object' && node.items.properties) {
      const itemRequired = new Set(node.items.required ?? []);
      field.fields = Object.entries(node.items.properties).map(([key, child]) =>
        editorField(`${path}.${key}`, child, itemRequired.has(key), context),
      );
    }
  }
  if (node.default !== undefined) field.default = node.default;
  if (node.maxItems !== undefined) field.max = node.maxItems;
  const pattern = patternOf(context, path, node, spec);
  if (pattern) field.pattern = pattern;
  Object.assign(field, spec?.widget?.(context));
  // A value chosen from a list or a media library, or set by the editor itself, is never typed:
  // no pattern to match (Decap CMS would test an image's file name, not its address).
  if (['relation', 'select', 'hidden', 'image'].includes(field.widget)) delete field.pattern;
  return field;
}

/** The Markdown body: its images are written relative to the article, as the build reads them. */
function bodyField(contentPath: string): EditorField {
  return {
    name: BODY_FIELD,
    label: 'Article',
    widget: 'markdown',
    required: false,
    // Markdown first: the file as written. The rich-text view (the switch above the text) rewrites
    // what it shows in its own Markdown style; blocks left as they were keep their lines.
    modes: ['raw', 'rich_text'],
    hint: 'Markdown: a blank line between paragraphs, "## " before a section heading, "- " before a list item, **bold**. The switch above the text shows it formatted. The page adds the title, the references and the disclaimer.',
    media_folder: `/${contentPath}/images`,
    public_folder: '../../images',
  };
}

/** The JSON Schema of the front-matter as authors write it (defaults make a field optional). */
export function frontmatterJsonSchema(schema: FrontmatterSchema = postFrontmatterSchema): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The fields of one language's articles, in the schema's order, then the body. */
export function editorFields(
  lang: Locale,
  registries: EditorRegistries,
  contentPath: string,
  schema: FrontmatterSchema = postFrontmatterSchema,
): EditorField[] {
  const json = frontmatterJsonSchema(schema);
  const required = new Set(json.required ?? []);
  const context: FieldContext = { lang, registries, contentPath, schema };
  return [
    ...Object.entries(json.properties ?? {})
      .filter(([name]) => FIELD_SPECS[name]?.languages?.includes(lang) ?? true)
      .map(([name, node]) => editorField(name, node, required.has(name), context)),
    bodyField(contentPath),
  ];
}

/** Decap CMS's `backend` for the Git host of site.yaml's `editor`. */
export function editorBackend(settings: EditorSettings): Record<string, string> {
  const backend: Record<string, string> = { name: settings.backend, repo: settings.repo, branch: settings.branch };
  if (settings.apiRoot) backend.api_root = settings.apiRoot;
  if (settings.baseUrl) backend.base_url = settings.baseUrl;
  if (settings.authEndpoint) backend.auth_endpoint = settings.authEndpoint;
  if (settings.appId) {
    backend.app_id = settings.appId;
    backend.auth_type = 'pkce';
  }
  return backend;
}

/**
 * The whole configuration of Decap CMS for a content folder (`contentPath`, relative to the
 * repository's root, e.g. `content`) and its registries.
 */
export function editorConfig(registries: EditorRegistries, contentPath: string): EditorConfig {
  const { site } = registries;
  return {
    load_config_file: false,
    ...(site.editor ? { backend: editorBackend(site.editor) } : {}),
    publish_mode: 'editorial_workflow',
    locale: EDITOR_LOCALE,
    site_url: site.url,
    display_url: site.url,
    logo_url: '/favicon.svg',
    media_folder: `${contentPath}/images`,
    public_folder: LOCAL_IMAGE_PREFIX.replace(/\/$/, ''),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: true },
    collections: LOCALES.map((lang) => ({
      name: collectionName(lang),
      label: lang === 'en' ? 'Articles in English' : `Articles in ${lang === 'hi' ? 'Hindi' : 'Marathi'} (${LOCALE_NAMES[lang]})`,
      label_singular: lang === 'en' ? 'article in English' : `article in ${lang === 'hi' ? 'Hindi' : 'Marathi'}`,
      folder: `${contentPath}/posts/${lang}`,
      create: true,
      format: EDITOR_FORMAT,
      extension: 'md',
      slug: '{{fields.slug}}',
      identifier_field: 'title',
      summary: '{{title}} · {{status}}',
      sortable_fields: ['title', 'postTimeodified', 'slug'],
      view_filters: [
        { label: 'Published', field: 'status', pattern: '^publish$' },
        { label: 'Drafts', field: 'status', pattern: '^draft$' },
      ],
      fields: editorFields(lang, registries, contentPath),
    })),
  };
}

/** Everything the editor's page hands its script (src/client/editor.ts), as one JSON data block. */
export interface EditorPageData {
  config: EditorConfig;
  /** Decap CMS's prebuilt script, served by this site. */
  decapScript: string;
  /** The site's stylesheets, for the preview. */
  previewStyles: string[];
  /** What the preview reads of the registries. */
  preview: PreviewRegistries;
  /** Each collection, and for a translation the collection of its English source. */
  collections: { name: string; english?: string | undefined }[];
  format: typeof EDITOR_FORMAT;
  epochWidget: typeof EPOCH_WIDGET;
  locale: typeof EDITOR_LOCALE;
  phrases: typeof EDITOR_PHRASES;
}

/** The editor page's data for a content folder and its registries. */
export function editorPageData(
  registries: EditorRegistries & Pick<PreviewRegistries, 'publishers'> & { site: PreviewRegistries['site'] },
  contentPath: string,
  assets: { decapScript: string; previewStyles: string[] },
): EditorPageData {
  const { site, categories, tags, people, publishers } = registries;
  const reviewPending = frontmatterJsonSchema().properties?.review?.const;
  if (reviewPending === undefined) throw new Error('The schema has no `review` value for a pending review: the preview needs one.');
  return {
    config: editorConfig(registries, contentPath),
    ...assets,
    preview: {
      site: {
        name: site.name,
        url: site.url,
        emergencyNumbers: site.emergencyNumbers,
        reportProblem: site.reportProblem,
        review: site.review,
      },
      categories,
      tags,
      people,
      publishers,
      reviewPending,
    },
    collections: LOCALES.map((lang) => ({ name: collectionName(lang), english: lang === 'en' ? undefined : collectionName('en') })),
    format: EDITOR_FORMAT,
    epochWidget: EPOCH_WIDGET,
    locale: EDITOR_LOCALE,
    phrases: EDITOR_PHRASES,
  };
}
