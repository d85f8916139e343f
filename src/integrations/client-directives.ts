import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Our client directives, by name: `client:{name}` in a component's markup. */
const DIRECTIVES = {
  interaction: '../client/interaction-directive.ts',
  path: '../client/path-directive.ts',
} as const;

/**
 * Adds the site's client directives, with Astro's documented API (`addClientDirective`): an
 * island hydrates only when the reader needs it, so a page downloads no framework code for what
 * the reader has not asked for.
 * - `client:interaction` (src/client/interaction-directive.ts): on the first pointer press,
 *   focus or key press inside the island (the main menu).
 * - `client:path="/search/"` (src/client/path-directive.ts): at once, but only on pages whose
 *   address starts with the value (the 404 page's search, for the legacy `/search/{text}`).
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'arogya:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, file] of Object.entries(DIRECTIVES)) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first pointer press, focus or key press inside the island. */
    'client:interaction'?: boolean;
    /** Hydrate at once where the page's path starts with this value; elsewhere never. */
    'client:path'?: string;
  }
}
