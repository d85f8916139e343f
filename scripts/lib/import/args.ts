/** The importer's command line. */
import { parseArgs } from 'node:util';

export const IMPORT_USAGE = `Usage: npm run import -- <export.json> [--out content/posts] [--body-field content] [--dry-run] [--force]

  <export.json>   the legacy posts collection: a JSON array, NDJSON, or an object keyed by id
  --out           posts folder to write <lang>/<slug>.md into (default: the content folder's posts/)
  --body-field    the document field holding the HTML body (default: content)
  --dry-run       write nothing; print what would happen
  --force         overwrite articles that differ from the export (edited by an author)

Nothing is written until every article passed the site validation (one that fails is skipped),
nothing outside --out and the registries, nothing through a symbolic link; a failed write
leaves every file as it was.

Exit code: 0 all imported, 2 some documents skipped (listed with the reason), 1 usage or
read/write error, a refused target (a link), or the content folder fails validation afterwards.`;

/** A wrong command line: printed with the usage, exit code 1. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ImportArgs {
  exportFile: string;
  out?: string | undefined;
  bodyField: string;
  dryRun: boolean;
  force: boolean;
  help: boolean;
}

/**
 * Reads `npm run import -- …` arguments.
 * @throws UsageError for an unknown option, a missing or second export file, or an empty value.
 * @example parseImportArgs(['posts.json', '--dry-run']) // => { exportFile: 'posts.json', bodyField: 'content', dryRun: true, force: false, help: false, out: undefined }
 */
export function parseImportArgs(argv: string[]): ImportArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { exportFile: '', bodyField: 'content', dryRun: false, force: false, help: true };
  if (positionals.length === 0) throw new UsageError('Missing the export file.');
  if (positionals.length > 1) throw new UsageError(`Give one export file, not ${positionals.length} (${positionals.join(', ')}).`);
  for (const name of ['out', 'body-field'] as const) {
    if (values[name] !== undefined && !values[name].trim()) throw new UsageError(`--${name} needs a value.`);
  }
  return {
    exportFile: positionals[0]!,
    out: values.out,
    bodyField: values['body-field'] ?? 'content',
    dryRun: values['dry-run'] ?? false,
    force: values.force ?? false,
    help: false,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      out: { type: 'string' },
      'body-field': { type: 'string' },
      'dry-run': { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
