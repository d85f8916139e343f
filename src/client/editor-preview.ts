/**
 * The editor's preview of an article, as its page shows it: the site's stylesheets (registered
 * by src/client/editor.ts), its language and script, the article's text and its trust block,
 * with the markup of ArticlePage.astro and TrustBlock.astro (the strings and values come from
 * src/lib/editor-preview.ts, the site's own). A Hindi or Marathi article shows its English
 * source beside it, so a translator reads one while writing the other.
 */
import type { createElement, ReactNode } from 'react';
import { articlePreview, type ArticlePreview, type Byline, type PreviewRegistries } from '../lib/editor-preview.ts';
import { decap, type ImmutableValue, type PreviewProps } from './decap-cms.ts';

type H = typeof createElement;

/** Layout of the preview itself; everything else is the site's CSS. */
export const PREVIEW_CSS = `
body { margin: 0; }
.editor-preview { max-width: 48rem; margin: 0 auto; padding: 1rem; }
.editor-pair { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2rem; }
@media (min-width: 60rem) { .editor-pair { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); max-width: none; } }
.editor-source { border-left: 4px solid currentColor; padding-left: 1rem; opacity: 0.85; }
.editor-source > p:first-child { font-weight: bold; }
`;

function byline(h: H, line: Byline | undefined, key: string, withTitle: boolean) {
  if (!line) return null;
  const { before, person, after } = line;
  return h(
    'li',
    { 'data-person': key },
    before,
    h('a', { href: person.href, rel: key === 'author' ? 'author' : undefined }, person.name),
    after,
    withTitle && !person.panel ? `, ${person.title}` : null,
  );
}

/** The trust block, as TrustBlock.astro writes it. */
function trustBlock(h: H, { trust }: ArticlePreview) {
  const { report, reportLabels } = trust;
  return h(
    'section',
    { className: 'trust prose', 'aria-labelledby': 'trust-heading' },
    h('h2', { id: 'trust-heading' }, trust.heading),
    trust.author || trust.reviewer || trust.reviewed
      ? h(
          'ul',
          { className: 'meta' },
          byline(h, trust.author, 'author', true),
          byline(h, trust.reviewer, 'reviewer', false),
          trust.reviewed &&
            h(
              'li',
              null,
              `${trust.reviewed.label}: `,
              h('time', { dateTime: trust.reviewed.date }, trust.reviewed.text),
              trust.reviewed.next && [
                ` · ${trust.reviewed.next.label}: `,
                h('time', { key: 'next', dateTime: trust.reviewed.next.date }, trust.reviewed.next.text),
              ],
            ),
        )
      : null,
    trust.references.length > 0 && [
      h('h3', { key: 'heading', id: 'references' }, trust.referencesHeading),
      h(
        'ol',
        { key: 'list', className: 'references' },
        trust.references.map((ref, i) =>
          h(
            'li',
            { key: i },
            ref.url ? h('a', { href: ref.url, rel: 'noopener noreferrer' }, ref.title) : h('cite', null, ref.title),
            ref.publisher &&
              (ref.publisherUrl
                ? ['. ', h('a', { key: 'p', href: ref.publisherUrl, rel: 'noopener noreferrer' }, ref.publisher)]
                : h('span', null, `. ${ref.publisher}`)),
          ),
        ),
      ),
    ],
    h('p', { className: 'disclaimer' }, `${trust.disclaimer} `, h('strong', { 'data-emergency': '' }, trust.emergency)),
    report.email || report.issue
      ? h(
          'p',
          { className: 'report-problem' },
          report.email && report.issue
            ? [
                `${reportLabels.report}: `,
                h('a', { key: 'email', href: report.email }, reportLabels.email),
                ' · ',
                h('a', { key: 'issue', href: report.issue, rel: 'noopener noreferrer' }, reportLabels.issue),
              ]
            : h('a', { href: report.email ?? report.issue, rel: report.issue ? 'noopener noreferrer' : undefined }, reportLabels.report),
        )
      : null,
  );
}

/** The article as its page shows it, from the fields being edited. */
function article(h: H, view: ArticlePreview, body: ReactNode, image: string | undefined) {
  return h(
    'article',
    { lang: view.lang, className: 'editor-article' },
    h('h1', null, view.title),
    h(
      'ul',
      { className: 'meta' },
      view.dates.map((date) => h('li', { key: date.label }, `${date.label}: `, h('time', { dateTime: date.datetime }, date.text))),
      view.category && h('li', null, `${view.category.label}: `, h('a', { href: view.category.href }, view.category.name)),
    ),
    view.pendingNotice && h('p', { className: 'notice', role: 'note' }, view.pendingNotice),
    image && h('img', { className: 'lead-image', src: image, alt: '', width: 1200, height: 630 }),
    h('div', { className: 'prose' }, body),
    view.tags.length > 0 &&
      h(
        'ul',
        { className: 'tag-list', 'aria-label': view.tagsLabel },
        view.tags.map((tag) => h('li', { key: tag.href }, h('a', { href: tag.href }, tag.label))),
      ),
    trustBlock(h, view),
  );
}

/** The English article a translation names by `translationKey`, from what the relation widget loaded. */
function englishSource(props: PreviewProps, collection: string): Record<string, unknown> | undefined {
  const key = props.entry.getIn(['data', 'translationKey']);
  if (typeof key !== 'string') return undefined;
  const source = props.fieldsMetaData?.getIn(['translationKey', collection, key]) as ImmutableValue | undefined;
  return source ? (source.toJS() as Record<string, unknown>) : undefined;
}

/** The preview template of one language's collection. */
export function articlePreviewTemplate(registries: PreviewRegistries, englishCollection: string | undefined) {
  const { CMS, h } = decap();
  const markdown = CMS.getWidget('markdown')?.preview;
  return (props: PreviewProps) => {
    const fields = props.entry.get('data') as ImmutableValue;
    const view = articlePreview(fields.toJS() as Record<string, unknown>, registries);
    const image = 'url' in view.leadImage ? props.getAsset(view.leadImage.url)?.toString() : view.leadImage.cover;
    const translation = article(h, view, props.widgetFor('body') as ReactNode, image);
    if (!englishCollection) return h('div', { className: 'editor-preview' }, translation);
    const source = englishSource(props, englishCollection);
    return h(
      'div',
      { className: 'editor-preview editor-pair' },
      h(
        'aside',
        { className: 'editor-source', lang: 'en', 'aria-label': 'English source' },
        source
          ? [
              h('p', { key: 'label' }, 'English source'),
              h('h1', { key: 'title' }, String(source.title ?? '')),
              h('p', { key: 'description' }, String(source.metaDescription ?? '')),
              h(
                'div',
                { key: 'body', className: 'prose' },
                markdown
                  ? h(markdown as string, {
                      value: String(source.body ?? ''),
                      getAsset: props.getAsset,
                      resolveWidget: (name: string) => CMS.getWidget(name),
                    })
                  : String(source.body ?? ''),
              ),
            ]
          : h('p', null, 'Choose the English article under "Translation group": it appears here, beside your translation.'),
      ),
      translation,
    );
  };
}
