import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

/** Every catalogue pair of every frontend: `<name>en.json` beside `<name>nl.json`. */
function cataloguePairs(dir: string): [string, string][] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return cataloguePairs(path);
    return dir.endsWith('locales') && name.endsWith('en.json')
      ? [[path, join(dir, name.replace(/en\.json$/, 'nl.json'))] as [string, string]]
      : [];
  });
}

const flatten = (catalogue: Catalogue, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const pairs = cataloguePairs(join(__dirname, '../../..'));

describe('catalogues', () => {
  it('are found for every app and the kit', () => {
    const apps = pairs.map(([en]) => en.split('/frontends/')[1].split('/')[0]);
    expect(new Set(apps)).toEqual(new Set(['core', 'ui', 'shell', 'member', 'club-admin', 'system-admin']));
  });

  it.each(pairs)('%s has the same keys in Dutch, with the same placeholders', (enPath, nlPath) => {
    const en = flatten(JSON.parse(readFileSync(enPath, 'utf8')));
    const nl = flatten(JSON.parse(readFileSync(nlPath, 'utf8')));
    expect({ missingInDutch: Object.keys(en).filter((k) => !(k in nl)) }).toEqual({ missingInDutch: [] });
    expect({ missingInEnglish: Object.keys(nl).filter((k) => !(k in en)) }).toEqual({ missingInEnglish: [] });
    const differing = Object.keys(en).filter(
      (k) => placeholders(en[k]).join() !== placeholders(nl[k]).join(),
    );
    expect({ differingPlaceholders: differing }).toEqual({ differingPlaceholders: [] });
    expect(Object.entries(nl).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
