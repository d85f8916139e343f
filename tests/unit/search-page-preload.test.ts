import { describe, expect, it } from 'vitest';
import { PAGEFIND_SCRIPT_URL, SEARCH_ENTRY_URL, SEARCH_LEXICON_URL } from '../../src/lib/offline.ts';
import { SEARCH_PRELOAD_SCRIPT } from '../../src/lib/search/page-preload.ts';

interface Link {
  rel?: string;
  href?: string;
  as?: string;
  crossOrigin?: string;
}

/** Runs the script as a search page at `search` would, returning the links it adds to the head. */
function linksAdded(search: string): Link[] {
  const head: Link[] = [];
  const document = {
    createElement: (name: string) => {
      expect(name).toBe('link');
      return {} as Link;
    },
    head: { appendChild: (link: Link) => head.push({ ...link }) },
  };
  // A classic script in the page's global scope: document and location are globals there.
  new Function('document', 'location', SEARCH_PRELOAD_SCRIPT)(document, { search });
  return head;
}

const lexicon = { rel: 'preload', href: SEARCH_LEXICON_URL, as: 'fetch', crossOrigin: 'anonymous' };

describe('the search page preload script', () => {
  it('with a query, asks for the synonyms, Pagefind’s script and its entry, as the island will fetch them', () => {
    expect(linksAdded('?q=sugar&lang=en')).toEqual([
      lexicon,
      { rel: 'modulepreload', href: PAGEFIND_SCRIPT_URL },
      { rel: 'preload', href: SEARCH_ENTRY_URL, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
    expect(linksAdded('?q=%E0%A4%A8%E0%A4%AE%E0%A4%95')).toHaveLength(3);
  });

  it('without a query (none, empty, spaces or control characters only), asks for the synonyms alone: no part of the index', () => {
    for (const search of ['', '?lang=hi', '?q=', '?q=%20%20', '?q=%0A%09%7F', '?query=sugar']) {
      expect(linksAdded(search), search).toEqual([lexicon]);
    }
  });
});
