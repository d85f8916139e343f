// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import { articleMarkdown } from './src/markdown/article-markdown.ts';
import { validateContent } from './src/integrations/validate-content.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { islandPages } from './src/integrations/island-pages.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { loadRegistries } from './src/data/registries.ts';
import { getContentDir } from './src/data/content-dir.ts';
import { isPublished } from './src/lib/posts.ts';
import { isEditorPath } from './src/lib/editor-page.ts';
import { sitemapAlternates } from './src/lib/sitemap.ts';
import { THEME_INIT_SCRIPT } from './src/lib/theme.ts';
import { inlineScriptHash } from './src/lib/csp.ts';

const { site } = loadRegistries();

/** The offline fallback pages are for the service worker, not for search engines. */
const isOfflinePage = (/** @type {string} */ page) => /\/offline$/.test(new URL(page).pathname);
/** The editor (/admin) is for authors, not for search engines. */
const isEditorPage = (/** @type {string} */ page) => isEditorPath(new URL(page).pathname);

/** @type {ReturnType<typeof sitemapAlternates>} */
let alternates = new Map();
/** Keeps the hreflang links of the validated articles for the sitemap (reading 10,000 files once). */
function keepAlternates(/** @type {import('./src/lib/validation.ts').ValidatedPost[]} */ posts) {
  alternates = sitemapAlternates(posts.map((post) => post.data).filter(isPublished), site.url);
}
/** Adds hreflang links to sitemap entries. */
function withAlternates(/** @type {import('@astrojs/sitemap').SitemapItem} */ item) {
  const links = alternates.get(item.url);
  return links ? { ...item, links } : item;
}

export default defineConfig({
  site: site.url,
  // `/post/{slug}` must answer without a trailing slash on a plain static host:
  // `post/{slug}.html` is served for `/post/{slug}` by Netlify, Cloudflare Pages,
  // GitHub Pages and nginx `try_files $uri $uri.html`.
  build: { format: 'file' },
  trailingSlash: 'never',
  outDir: process.env.AROGYA_OUT_DIR ?? './dist',
  cacheDir: process.env.AROGYA_CACHE_DIR ?? './node_modules/.astro',
  integrations: [
    validateContent({ onValid: keepAlternates }),
    // React for the menu and the search; Preact for the BMI calculator, the island a reader may
    // use offline, whose code the service worker keeps after a first visit (see its file).
    react({ include: ['**/islands/MainMenu.tsx', '**/islands/SearchResults.tsx'] }),
    preact({ include: ['**/islands/BmiCalculator.tsx'] }),
    clientDirectives(),
    sitemap({ serialize: withAlternates, filter: (page) => !isOfflinePage(page) && !isEditorPage(page) }),
    islandPages(),
    // After every page is written, in this order: the search index, then the service worker.
    searchIndex(),
    serviceWorker(),
  ],
  markdown: {
    // Shiki colours code with style="" attributes, which the CSP below (and the sanitiser) reject.
    syntaxHighlight: false,
    // Articles arrive by pull request: raw HTML is parsed, reported and sanitised (the plugins,
    // in order, are in src/markdown/article-markdown.ts, which the tests run too).
    processor: unified(articleMarkdown(site.url)),
  },
  // Content Security Policy as a <meta> on every page. Astro hashes every script and style it
  // emits (island hydration included), so no 'unsafe-inline'/'unsafe-eval' is needed. Pagefind
  // searches in a worker, or on the page for a large index (src/lib/search/engine.ts) or where no
  // worker can run, compiling WebAssembly there: hence 'wasm-unsafe-eval' (WebAssembly only, no
  // JS eval). JSON-LD blocks are data, not scripts.
  // frame-ancestors is ignored in a <meta>: public/_headers sends it as a header.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // Lead images may be https:// addresses (README: featureImageUrl).
        "img-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        // The inline script of our own on every page: it applies the reader's theme before the
        // first paint (src/lib/theme.ts). A page's own (the search pages') adds its hash itself.
        hashes: [inlineScriptHash(THEME_INIT_SCRIPT)],
      },
    },
  },
  experimental: {
    // Rebuilds copy every page whose cache key (src/lib/page-keys.ts) and code are unchanged
    // from the cache in `cacheDir`, so an edit to one article re-renders a handful of pages.
    incrementalBuild: true,
  },
  vite: {
    resolve: { alias: { '@content': getContentDir() } },
    // Component scripts are files, never inlined into each page: cached once, they cost an
    // article nothing, where inlined they took ~0.5 KB of its first-render budget (and a CSP
    // hash each). Other assets keep Vite's default rule.
    build: { assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith('.js') ? false : undefined) },
  },
});
