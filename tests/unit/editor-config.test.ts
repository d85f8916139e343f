import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadRegistries } from '../../src/data/registries.ts';
import {
  collectionName,
  EDITOR_FORMAT,
  EDITOR_LOCALE,
  EDITOR_PHRASES,
  editorConfig,
  editorFields,
  frontmatterJsonSchema,
  type EditorField,
} from '../../src/lib/editor-config.ts';
import { BODY_FIELD } from '../../src/lib/editor-format.ts';
import { editorSettingsSchema } from '../../src/lib/editor-settings.ts';
import { POST_STATUSES, postFrontmatterSchema } from '../../src/lib/post-schema.ts';

/**
 * The editor's configuration against the schema it is generated from: a field added to, removed
 * from or changed in src/lib/post-schema.ts that the editor would get wrong fails here.
 */
const registries = loadRegistries('tests/fixtures/site');
const config = editorConfig(registries, 'content');
const json = frontmatterJsonSchema();
const schemaKeys = Object.keys(postFrontmatterSchema.shape);
const LANGS = ['en', 'hi', 'mr'] as const;
const fieldsOf = (lang: (typeof LANGS)[number]) => config.collections.find((c) => c.name === collectionName(lang))!.fields;
const byName = (fields: EditorField[], name: string) => fields.find((field) => field.name === name)!;

/** What the schema says of a value of one field (undefined: accepted). */
function schemaSays(path: string, value: unknown): string | undefined {
  const [name, sub] = path.split('.') as [string, string | undefined];
  const data = sub ? { [name]: [{ title: 'Source', [sub]: value }] } : { [name]: value };
  const issue = postFrontmatterSchema
    .partial()
    .safeParse(data)
    .error?.issues.find((candidate) => candidate.path.filter((part) => typeof part === 'string').join('.') === path);
  return issue?.message;
}

/** Whether the editor's pattern for a field accepts a value (no pattern: accepts all). */
function editorAccepts(field: EditorField, value: string): boolean {
  return !field.pattern || new RegExp(field.pattern[0]).test(value);
}

describe('the editor configuration, generated from the schema', () => {
  it('has one collection of articles per language, each a folder of content/posts/ in the article format', () => {
    expect(config.collections.map((c) => [c.name, c.folder, c.format, c.extension, c.slug])).toEqual(
      LANGS.map((lang) => [`posts-${lang}`, `content/posts/${lang}`, EDITOR_FORMAT, 'md', '{{fields.slug}}']),
    );
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.media_folder).toBe('content/images');
    expect(config.public_folder).toBe('/images');
  });

  it('offers every field of the schema, in its order, then the body; translatedFrom only on translations', () => {
    for (const lang of LANGS) {
      const expected = schemaKeys.filter((key) => lang !== 'en' || key !== 'translatedFrom');
      expect(
        fieldsOf(lang).map((field) => field.name),
        lang,
      ).toEqual([...expected, BODY_FIELD]);
    }
  });

  it('requires exactly the fields the schema requires', () => {
    for (const lang of LANGS) {
      for (const field of fieldsOf(lang)) {
        expect(field.required, `${lang} ${field.name}`).toBe(json.required?.includes(field.name) ?? false);
      }
    }
    const references = byName(fieldsOf('en'), 'references').fields!;
    expect(references.map((field) => [field.name, field.required])).toEqual([
      ['title', true],
      ['publisher', false],
      ['url', false],
    ]);
  });

  it('limits every typed text as the schema does, with the schema’s own message', () => {
    const checked: string[] = [];
    const typed = (fields: EditorField[], prefix = ''): [string, EditorField][] =>
      fields.flatMap((field) => [
        ...(field.fields ? typed(field.fields, `${field.name}.`) : []),
        ...(['string', 'text'].includes(field.widget) ? ([[`${prefix}${field.name}`, field]] as [string, EditorField][]) : []),
      ]);
    for (const [path, field] of typed(fieldsOf('en'))) {
      const [name, sub] = path.split('.') as [string, string | undefined];
      const node = sub ? json.properties![name]!.items!.properties![sub]! : json.properties![name]!;
      if (node.maxLength === undefined) continue;
      const prefix = /url$/i.test(path) ? 'https://' : '';
      const fits = prefix + 'a'.repeat(node.maxLength - prefix.length);
      const tooLong = `${fits}a`;
      expect(editorAccepts(field, fits), path).toBe(true);
      expect(schemaSays(path, fits), path).toBeUndefined();
      expect(editorAccepts(field, tooLong), path).toBe(false);
      // The editor's message is validate's, said of any such value: same fix, same limit.
      const message = schemaSays(path, tooLong)!;
      expect(field.pattern![1], path).toContain(message.slice(message.indexOf('Fix:')));
      expect(field.pattern![1], path).toContain(`${path}: `);
      checked.push(path);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['title', 'slug', 'metaDescription', 'focusKeyWord', 'translationKey', 'references.title', 'references.url']),
    );
  });

  it('accepts and refuses slugs and addresses as the schema does', () => {
    const slug = byName(fieldsOf('en'), 'slug');
    const key = byName(fieldsOf('en'), 'translationKey');
    for (const value of ['vitamin-d-part-1', 'Maida', 'x_y', 'a b', 'salt-', '-salt', 'नमक', 'a--b', 'a.b']) {
      const valid = schemaSays('slug', value) === undefined;
      expect(editorAccepts(slug, value), value).toBe(valid);
      expect(editorAccepts(key, value), value).toBe(valid);
    }
    expect(slug.pattern![1]).toContain(
      `slug: ${schemaSays('slug', 'a b')!
        .replace('"a b" ', '')
        .replace(/, e\.g\. `[^`]*`/, '')}`,
    );
    const url = byName(byName(fieldsOf('en'), 'references').fields!, 'url');
    for (const value of ['https://www.who.int/x', 'http://nin.res.in', 'www.who.int', 'javascript:alert(1)', 'ftp://x.org/a']) {
      expect(editorAccepts(url, value), value).toBe(schemaSays('references.url', value) === undefined);
    }
  });

  it('offers the schema’s choices and the registries’ ids, never free text where an id is asked for', () => {
    const en = fieldsOf('en');
    const values = (field: EditorField) => field.options!.map((option) => option.value);
    expect(byName(en, 'status')).toMatchObject({ widget: 'select', default: 'draft' });
    expect(values(byName(en, 'status'))).toEqual([...POST_STATUSES]);
    expect(values(byName(en, 'review'))).toEqual([json.properties!.review!.const]);
    for (const lang of LANGS) {
      const fields = fieldsOf(lang);
      expect(byName(fields, 'lang')).toMatchObject({ widget: 'hidden', default: lang });
      expect(values(byName(fields, 'primaryCategorySlug'))).toEqual(Object.keys(registries.categories));
      expect(byName(fields, 'tags')).toMatchObject({ widget: 'select', multiple: true, max: json.properties!.tags!.maxItems });
      expect(values(byName(fields, 'tags'))).toEqual(Object.keys(registries.tags));
      for (const person of ['author', 'reviewedBy']) expect(values(byName(fields, person))).toEqual(Object.keys(registries.people));
      expect(byName(fields, 'references')).toMatchObject({ widget: 'list', max: json.properties!.references!.maxItems });
      expect(byName(fields, 'primaryCategory').widget).toBe('hidden');
      for (const time of ['postTime', 'postTimeodified']) expect(byName(fields, time).widget).toBe('epoch-seconds');
      expect(byName(fields, 'lastReviewed')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    }
    // Labels in the article's language as well as English.
    expect(byName(fieldsOf('hi'), 'primaryCategorySlug').options).toContainEqual({ value: 'sugar', label: 'चीनी · Sugar (sugar)' });
    expect(byName(fieldsOf('mr'), 'author').options).toContainEqual({ value: 'dr-test-author', label: 'डॉ. टेस्ट लेखिका (dr-test-author)' });
  });

  it('links a translation to its English source by translationKey, chosen from the English articles', () => {
    expect(byName(fieldsOf('en'), 'translationKey').widget).toBe('string');
    for (const lang of ['hi', 'mr'] as const) {
      expect(byName(fieldsOf(lang), 'translationKey')).toMatchObject({
        widget: 'relation',
        collection: 'posts-en',
        value_field: 'translationKey',
        required: false,
      });
      expect(byName(fieldsOf(lang), 'translatedFrom').widget).toBe('epoch-seconds');
    }
  });

  it('writes images of the body relative to the article, as the build reads them, and lead images as /images/…', () => {
    expect(byName(fieldsOf('hi'), BODY_FIELD)).toMatchObject({
      widget: 'markdown',
      media_folder: '/content/images',
      public_folder: '../../images',
    });
    expect(byName(fieldsOf('hi'), 'featureImageUrl')).toMatchObject({ widget: 'image', required: false });
  });

  it('gives a field added to the schema a widget that fits its type, with its limit', () => {
    const extended = postFrontmatterSchema.extend({
      reviewedTextDigest: z.string().max(64, 'is longer than 64 characters. Fix: write the digest npm run review prints.').optional(),
      sample: z.boolean().default(false),
      priority: z.number().int().optional(),
      readers: z.array(z.string()).optional(),
    });
    const fields = editorFields('en', registries, 'content', extended);
    expect(byName(fields, 'reviewedTextDigest')).toMatchObject({
      widget: 'string',
      required: false,
      pattern: ['^[\\s\\S]{0,64}$', 'reviewedTextDigest: is longer than 64 characters. Fix: write the digest npm run review prints.'],
    });
    expect(byName(fields, 'sample')).toMatchObject({ widget: 'boolean', default: false, required: false });
    expect(byName(fields, 'priority')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(byName(fields, 'readers')).toMatchObject({ widget: 'list' });
    expect(fields.at(-1)!.name).toBe(BODY_FIELD);
  });

  it("says the schema's messages as they are, and required fields as validate does", () => {
    expect(config.locale).toBe(EDITOR_LOCALE);
    expect(EDITOR_PHRASES.editor.editorControlPane.widget.regexPattern).toBe('%{pattern}');
    expect(EDITOR_PHRASES.editor.editorControlPane.widget.required).toMatch(/^%\{fieldLabel\}: is missing\. Fix:/);
  });
});

describe('the Git host of the editor (site.yaml `editor`)', () => {
  it('is none by default: the local repository only', () => {
    expect(config.backend).toBeUndefined();
  });

  it('becomes Decap CMS’s backend: GitHub, or GitLab and Gitea with PKCE sign-in', () => {
    const withEditor = (editor: unknown) =>
      editorConfig({ ...registries, site: { ...registries.site, editor: editorSettingsSchema.parse(editor) } }, 'content').backend;
    expect(withEditor({ backend: 'github', repo: 'arogya/site' })).toEqual({ name: 'github', repo: 'arogya/site', branch: 'main' });
    expect(withEditor({ backend: 'gitlab', repo: 'arogya/site', branch: 'live', appId: 'abc' })).toEqual({
      name: 'gitlab',
      repo: 'arogya/site',
      branch: 'live',
      app_id: 'abc',
      auth_type: 'pkce',
    });
    expect(editorSettingsSchema.safeParse({ backend: 'gitea', repo: 'a/b' }).error?.issues[0]?.message).toMatch(/without apiRoot/);
    expect(editorSettingsSchema.safeParse({ backend: 'github', repo: 'just-a-name' }).error?.issues[0]?.message).toMatch(/owner\/name/);
  });
});
