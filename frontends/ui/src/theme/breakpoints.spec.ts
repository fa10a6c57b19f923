import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The two breakpoints of tokens.css, as each side of them may be written. */
const ALLOWED = new Set([
  '(max-width: 639.98px)',
  '(min-width: 640px)',
  '(max-width: 959.98px)',
  '(min-width: 960px)',
  '(prefers-reduced-motion: reduce)',
  // Paper, not a width: print views (the mix-in draw's sheets) and what the shell leaves off paper.
  'print',
]);

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? stylesheets(path) : name.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  it('every stylesheet of every frontend uses only the kit’s breakpoints', () => {
    const frontends = join(__dirname, '../../..');
    const found = stylesheets(frontends).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media\s+([^{]+?)\s*\{/g)]
        .map((m) => m[1])
        .filter((query) => !ALLOWED.has(query))
        .map((query) => `${file}: ${query}`),
    );
    expect(found).toEqual([]);
  });
});
