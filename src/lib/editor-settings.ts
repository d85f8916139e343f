import { z } from 'zod';
import { webUrl } from './post-schema.ts';

/**
 * `editor` in `site.yaml`: the Git host the editor at /admin saves to (Decap CMS's `backend`).
 * Without it, /admin works only on an author's computer, against the local repository
 * (`npm run cms`), and says so elsewhere.
 */
export const EDITOR_BACKENDS = ['github', 'gitlab', 'gitea'] as const;

/** The web API each Git host's editor talks to, unless `apiRoot` names another. */
export const DEFAULT_API_ROOTS: Record<(typeof EDITOR_BACKENDS)[number], string | undefined> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
  // A Gitea or Forgejo server has no default: `apiRoot` names it.
  gitea: undefined,
};

export const editorSettingsSchema = z
  .object({
    backend: z.enum(EDITOR_BACKENDS),
    /** `owner/name` on the Git host. */
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'is not a repository. Fix: write it as owner/name, e.g. arogya-health/arogya.'),
    /** The branch the site is built from: pull requests are opened against it. */
    branch: z
      .string()
      .regex(/^[\w.][\w./-]*$/, 'is not a branch name. Fix: write the branch the site is built from, e.g. main.')
      .default('main'),
    /** The Git host's API, for a self-hosted GitLab, Gitea or GitHub Enterprise. */
    apiRoot: webUrl('API address').optional(),
    /** The OAuth server authors sign in through (Decap CMS's `base_url`) and its path (`auth_endpoint`). */
    baseUrl: webUrl('OAuth server address').optional(),
    authEndpoint: z
      .string()
      .regex(/^[\w./-]+$/, 'is not a path. Fix: write the path on the OAuth server, e.g. auth.')
      .optional(),
    /** GitLab and Gitea: the OAuth application's id, signed in to with PKCE (no server of your own). */
    appId: z.string().trim().min(1).optional(),
  })
  .strict()
  .refine((settings) => settings.apiRoot !== undefined || DEFAULT_API_ROOTS[settings.backend] !== undefined, {
    error: 'names a Gitea server without apiRoot. Fix: add apiRoot, e.g. https://git.example.org/api/v1.',
  });
export type EditorSettings = z.output<typeof editorSettingsSchema>;
