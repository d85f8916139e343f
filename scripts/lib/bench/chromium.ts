/**
 * Debian's Chromium for the benchmarks; never a downloaded browser. The flags keep it off the
 * network and quiet in a sandbox; the browser tests use them too (tests/helpers/browser.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumAvailable(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

const LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Chromium driven by playwright-core (for the search measurements). */
export function launchPlaywright(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** The same Chromium as a server other processes connect to (the test run's: tests/helpers/global-setup.ts). */
export function launchPlaywrightServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * Chromium with a DevTools port, for Lighthouse (which connects to a running browser),
 * in its own throw-away profile.
 */
export async function launchWithDebuggingPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${stderr}`));
    });
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
