/**
 * The editor at /admin: starts Decap CMS (its prebuilt script, served by this site) with the
 * configuration the build generated (src/lib/editor-config.ts), the article format that keeps
 * files as they were written (src/lib/editor-format.ts), the time widget, and previews that look
 * like the site.
 *
 * Where it saves: on this computer (`localhost`, `127.0.0.1`), the local repository through the
 * proxy `npm run cms` serves at `/api/v1` (Decap CMS's decap-server in Git mode, editorial
 * workflow: a branch per article); elsewhere, the Git host of site.yaml's `editor`, where every
 * article becomes a pull request. Without either, the page says what is missing.
 */
import type { EditorPageData } from '../lib/editor-config.ts';
import { readEditorFile, writeEditorFile } from '../lib/editor-format.ts';
import { categoryLabelFor } from '../lib/editor-preview.ts';
import { decap, type DecapWindow, type ImmutableValue } from './decap-cms.ts';
import { articlePreviewTemplate, PREVIEW_CSS } from './editor-preview.ts';
import { epochSecondsControl } from './editor-widgets.ts';

/** Where the local repository's proxy answers, under `npm run cms`. */
const LOCAL_API = '/api/v1';

function showStatus(message: string): void {
  const status = document.getElementById('editor-status');
  if (status) {
    status.textContent = message;
    status.hidden = false;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** Whether the local repository's proxy answers (decap-server's `info`). */
async function localProxyAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
    const info = (await response.json()) as { repo?: unknown };
    return typeof info.repo === 'string';
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  const data = JSON.parse(document.getElementById('editor-data')!.textContent!) as EditorPageData;
  const config = structuredClone(data.config);
  if (['localhost', '127.0.0.1'].includes(location.hostname)) {
    const proxy = `${location.origin}${LOCAL_API}`;
    if (!(await localProxyAnswers(proxy))) {
      showStatus(
        'The editor saves to your copy of the repository through `npm run cms`. Stop this server, run `npm run cms` and open the address it prints.',
      );
      return;
    }
    config.backend = { name: 'proxy', proxy_url: proxy, branch: config.backend?.branch ?? 'main' };
  } else if (!config.backend) {
    showStatus(
      'The editor is not connected to a Git host yet: the site operator sets `editor` in content/site.yaml (README, "For operators"). To try it on your computer, run `npm run cms`.',
    );
    return;
  }

  (window as unknown as DecapWindow).CMS_MANUAL_INIT = true;
  await loadScript(data.decapScript);
  const { CMS } = decap();
  CMS.registerLocale(data.locale, data.phrases);
  CMS.registerCustomFormat(data.format, 'md', {
    fromFile: readEditorFile,
    toFile: (entry, sortedKeys) => writeEditorFile(entry, sortedKeys ?? []),
  });
  CMS.registerWidget(data.epochWidget, epochSecondsControl());
  for (const stylesheet of data.previewStyles) CMS.registerPreviewStyle(stylesheet);
  CMS.registerPreviewStyle(PREVIEW_CSS, { raw: true });
  for (const { name, english } of data.collections) CMS.registerPreviewTemplate(name, articlePreviewTemplate(data.preview, english));
  // The category's label follows the category chosen (validate requires them to match).
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const fields = entry.get('data') as ImmutableValue;
      const label = categoryLabelFor(fields.toJS() as Record<string, unknown>, data.preview.categories);
      return label !== undefined && label !== fields.get('primaryCategory') ? fields.set('primaryCategory', label) : undefined;
    },
  });
  document.getElementById('editor-status')!.hidden = true;
  CMS.init({ config });
}

start().catch((error: unknown) => showStatus(`The editor could not start: ${error instanceof Error ? error.message : String(error)}`));
