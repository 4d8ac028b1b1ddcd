import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The packages a web module pulls in before it can run: its static imports, followed through the app's own files
 * (type-only imports and `import()` are not followed: they download nothing, or later). DESIGN §11: the creator
 * database and content review paint without the validation library or the form library; their checks and forms load
 * when the address sets a filter or a deliverable is opened (decisions "First paint, session 9 — paint-screens").
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES: [string, string][] = [
  ['@/', 'web/src/'],
  ['@schemas/', 'worker/schemas/'],
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolveFile = (from: string, specifier: string): string | null => {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? join(root, alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => existsSync(f)) ?? null;
};

const packagesBeforePaint = (entry: string) => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveFile(file, specifier!);
      if (target) visit(target);
      else if (!specifier!.startsWith('.') && !specifier!.startsWith('@/')) packages.add(specifier!);
    }
  };
  visit(join(root, entry));
  return [...packages];
};

const FORM_PACKAGES = /^(zod|react-hook-form|@hookform\/)/;

describe('what a screen downloads before its first paint (DESIGN §11)', () => {
  it.each([
    ['the creator database', 'web/src/features/brand-creators/routes/creator-database-page.tsx'],
    ['content review', 'web/src/features/content-review/routes/content-review-page.tsx'],
    ['the creator search prefetch', 'web/src/features/brand-creators/api/prefetch-creator-search.ts'],
    ['the content review prefetch', 'web/src/features/content-review/api/prefetch-content-review.ts'],
  ])('%s needs neither the validation nor the form library', (_, entry) => {
    const packages = packagesBeforePaint(entry);
    expect(packages).toContain('@tanstack/react-query');
    expect(packages.filter((name) => FORM_PACKAGES.test(name))).toEqual([]);
  });

  it('notices the validation library when a screen does import it (the check itself works)', () => {
    expect(packagesBeforePaint('web/src/features/content-review/components/review-form.tsx')).toEqual(
      expect.arrayContaining(['zod', 'react-hook-form']),
    );
  });
});
