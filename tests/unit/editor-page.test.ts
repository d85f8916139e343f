import { describe, expect, it } from 'vitest';
import { decapAssetsPath, EDITOR_PATH, editorPolicy, isEditorPath } from '../../src/lib/editor-page.ts';
import { editorSettingsSchema } from '../../src/lib/editor-settings.ts';

describe('where the editor lives', () => {
  it('is /admin and the files under it, nothing else', () => {
    expect(EDITOR_PATH).toBe('/admin');
    for (const path of ['/admin', '/admin/decap-cms-3.16.3/decap-cms.js']) expect(isEditorPath(path), path).toBe(true);
    for (const path of ['/', '/administration', '/post/admin', '/admin.html']) expect(isEditorPath(path), path).toBe(false);
    expect(decapAssetsPath('3.16.3')).toBe('/admin/decap-cms-3.16.3');
  });
});

describe("the editor page's policy", () => {
  const settings = (value: unknown) => editorSettingsSchema.parse(value);

  it('adds eval for Decap CMS, inline styles, images from memory, and connections to this site only', () => {
    expect(editorPolicy(undefined)).toEqual({
      scriptSources: ["'unsafe-eval'"],
      styleSources: ["'self'", "'unsafe-inline'"],
      imageSources: ['blob:', 'data:'],
      connectSources: ["'self'", 'blob:'],
    });
  });

  it("connects to the Git host's API, and for PKCE sign-in to its OAuth server, and to nothing else", () => {
    expect(editorPolicy(settings({ backend: 'github', repo: 'a/b' })).connectSources).toEqual([
      "'self'",
      'blob:',
      'https://api.github.com',
    ]);
    expect(editorPolicy(settings({ backend: 'gitlab', repo: 'a/b', appId: 'x' })).connectSources).toEqual([
      "'self'",
      'blob:',
      'https://gitlab.com',
    ]);
    expect(
      editorPolicy(
        settings({
          backend: 'gitea',
          repo: 'a/b',
          apiRoot: 'https://git.example.org/api/v1',
          appId: 'x',
          baseUrl: 'https://auth.example.org',
        }),
      ).connectSources,
    ).toEqual(["'self'", 'blob:', 'https://auth.example.org', 'https://git.example.org']);
  });
});
