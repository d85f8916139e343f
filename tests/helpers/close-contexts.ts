import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { closeContextsOpenedSince, openContexts } from './browser.ts';

// For every build-output and browser test file: what a test opens in Chromium closes when it
// ends (see closeContextsOpenedSince); contexts opened in a `beforeAll` stay for the file's tests.
let before = new Set<BrowserContext>();
beforeEach(() => {
  before = openContexts();
});
afterEach(async () => {
  await closeContextsOpenedSince(before);
});
