import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Authored YAML is read in one place, with the safe options (`src/lib/safe-yaml.ts`), and
 * front-matter through one reader (`src/lib/article-source.ts`). A module that imported
 * gray-matter or the YAML parser itself would bring back the defaults that evaluate `---js`
 * blocks or expand alias bombs, so this test names any such import.
 */
const ALLOWED: Record<string, string[]> = {
  'gray-matter': ['src/lib/article-source.ts'],
  yaml: ['src/lib/safe-yaml.ts'],
  'js-yaml': [],
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|tsx|mjs|js|astro)$/.test(name) && !name.split(path.sep).includes('fixtures'))
    .map((name) => path.join(dir, name));
}

describe('one YAML and front-matter reader', () => {
  it('is the only importer of gray-matter and the YAML parser', () => {
    const offenders: string[] = [];
    for (const file of ['src', 'scripts', 'tests'].flatMap(sourceFiles).concat('astro.config.mjs')) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [module, allowed] of Object.entries(ALLOWED)) {
        const imports = new RegExp(`(?:from|import|require\\()\\s*['"]${module}['"]`).test(text);
        // The YAML writer (stringify) is harmless; only parsing is reserved.
        const parses =
          module !== 'yaml' || /import\s*{[^}]*\b(?:parse|parseDocument|parseAllDocuments|load)\b[^}]*}\s*from\s*['"]yaml['"]/.test(text);
        if (imports && parses && !allowed.includes(file)) offenders.push(`${file} imports ${module}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
