import type { ClientDirective } from 'astro';

/**
 * `client:path="/search/"`: hydrates the island at once where the page's address starts with
 * the value, and never elsewhere (registered by src/integrations/client-directives.ts). The 404
 * page carries the search for the legacy `/search/{text}` addresses: only those need it, every
 * other missing page stays without framework code.
 */
const path: ClientDirective = (load, { value }) => {
  if (typeof value !== 'string' || !location.pathname.startsWith(value)) return;
  void load().then((hydrate) => hydrate());
};

export default path;
