/**
 * The French codices' formations against their source (../shared/netepic-fr-v3, the English
 * translation): every row of army-formations.tex — company, détachement, character, special, option —
 * is an entry of the built-in catalogue under the name the source prints, at every cost the row gives;
 * every unit of unit-profiles.tex a profile with its Move, Save, AF and Morale.
 * Skipped when the reference material is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '../../../../shared/netepic-fr-v3');
const CATALOGUES = resolve(import.meta.dirname, '../../../db/catalogue/netepic/v2');

const CODICES = [
  { folder: 'World Eaters 310', file: 'netepic-fr-world-eaters-310.json' },
  { folder: 'Adeptus Mechanicus 310', file: 'netepic-fr-adeptus-mechanicus-310.json' },
  { folder: 'Genestealer Cult 300', file: 'netepic-fr-genestealer-cult-300.json' },
];

/** LaTeX markup out, as the data writes names: `--` an en dash, marks in parentheses dropped. */
function plain(text: string): string {
  return text
    .replace(/\\SetCell(\[[^\]]*\])?\{[^}]*\}/g, '')
    .replace(/\\text(it|bf)\{([^{}]*)\}/g, '$2')
    .replace(/\$([^$]*)\$/g, '$1')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/\\[a-zA-Z]+/g, '')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const MARKS =
  /\s*\((Unique|Limited[^)]*|maximum 1 \/ \d+ points|1 ?\/ ?[\d,]+ (points|pts)|Unique Required Formation)\)/g;

interface Row {
  name: string;
  costs: number[];
}

/** The rows (name, costs) of every formation table, and the companies' own names. */
function sourceRows(folder: string): { rows: Row[]; companies: string[] } {
  const text = readFileSync(resolve(SOURCE, folder, 'army-formations.tex'), 'utf8');
  const rows: Row[] = [];
  for (const table of text.matchAll(/\\begin\{tblr\}[\s\S]*?\\end\{tblr\}/g)) {
    const body = table[0].replace(/^[\s\S]*?Cost\s*\\\\/, '').replace(/\\end\{tblr\}$/, '');
    for (const line of body.split(/\\\\/)) {
      const cells = line.split('&').map(plain);
      if (cells.length < 3 || cells[0] === '' || cells[1] === '') continue;
      const name = cells[0]!.replace(MARKS, '');
      rows.push({ name, costs: [...cells[2]!.matchAll(/\d+/g)].map((match) => Number(match[0])) });
    }
  }
  const companies = [...text.matchAll(/\\subsubsection\*\{([^}]*Company[^}]*|Convent[^}]*)\}/g)].map(
    (match) => plain(match[1]!).replace(MARKS, ''),
  );
  return { rows, companies };
}

type Node = Record<string, unknown>;

/** Move, Save, AF and Morale of every unit of unit-profiles.tex, as the data writes them. */
function sourceProfiles(folder: string): Map<string, string[]> {
  const text = readFileSync(resolve(SOURCE, folder, 'unit-profiles.tex'), 'utf8');
  const profiles = new Map<string, string[]>();
  for (const row of text.matchAll(/\\SetCell\[r=\d+\]\{l,m\}([^&]*)&([\s\S]*?)\\\\/g)) {
    const statistics = row[2]!.split('&').map(plain).slice(0, 4).map(statistic);
    // An off-table shot has no statistics: the data gives it as a weapon only.
    if (statistics.some((each) => each !== '-')) profiles.set(plain(row[1]!), statistics);
  }
  return profiles;
}

/** A statistic as the data writes it: a dash for none, the sources' INC marks left out. */
function statistic(text: string): string {
  const value = text.replace(/ INC$/, '').replace(/ ?\/ ?Sheet$/, '/Sheet');
  return value === '–' || value === '' ? '-' : value;
}

/** Every unit profile of the catalogue: name → Move, Save, AF, Morale (English). */
function catalogueProfiles(file: string): Map<string, string[]> {
  const data = JSON.parse(readFileSync(resolve(CATALOGUES, file), 'utf8')) as Node;
  const profiles = new Map<string, string[]>();
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      const node = value as Node;
      if (node.typeId === 'unit' && Array.isArray(node.characteristics)) {
        const values = (node.characteristics as { value: string | { en: string } }[]).map((each) =>
          typeof each.value === 'string' ? each.value : each.value.en,
        );
        profiles.set((node.name as { en: string }).en, values);
      }
      stack.push(...Object.values(node));
    }
  }
  return profiles;
}

/** Every entry of the catalogue by English name, with the costs it can take there (its own, its links', its sizes'). */
function catalogueCosts(file: string): Map<string, Set<number>> {
  const data = JSON.parse(readFileSync(resolve(CATALOGUES, file), 'utf8')) as Node;
  const byId = new Map<string, Node>();
  const links: Node[] = [];
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      const node = value as Node;
      if (typeof node.id === 'string' && node.name) byId.set(node.id, node);
      if (node.type === 'selectionEntry') links.push(node);
      stack.push(...Object.values(node));
    }
  }
  const pointsOf = (node: Node | undefined) =>
    ((node?.costs as { typeId: string; value: number }[] | undefined) ?? [])
      .filter((cost) => cost.typeId === 'points')
      .map((cost) => cost.value);
  const costs = new Map<string, Set<number>>();
  for (const [id, node] of byId) {
    const name = (node.name as { en?: string }).en;
    if (!name) continue;
    const found = costs.get(name) ?? new Set<number>();
    for (const value of pointsOf(node)) found.add(value);
    for (const link of links) if (link.targetId === id) for (const value of pointsOf(link)) found.add(value);
    for (const group of (node.selectionEntryGroups as Node[] | undefined) ?? [])
      for (const size of (group.selectionEntries as Node[] | undefined) ?? [])
        for (const value of pointsOf(size)) found.add(value);
    costs.set(name, found);
  }
  return costs;
}

const present = existsSync(SOURCE);

describe.skipIf(!present)(
  present
    ? 'NetEpic FR codices against ../shared/netepic-fr-v3'
    : 'NetEpic FR codices against their source: skipped, ../shared/netepic-fr-v3 is absent',
  () => {
    for (const { folder, file } of CODICES) {
      it(`${folder}: every formation of the source, by name, at every cost it gives`, () => {
        const { rows, companies } = sourceRows(folder);
        const costs = catalogueCosts(file);
        expect(rows.length).toBeGreaterThan(20);
        const missing: string[] = [];
        for (const company of companies) if (!costs.has(company)) missing.push(`company ${company}`);
        for (const { name, costs: wanted } of rows) {
          // A Limited formation of several kinds (Genestealer Assassin) is one entry per kind.
          const names = [...costs.keys()].filter(
            (candidate) => candidate === name || candidate.startsWith(`${name} – `),
          );
          if (names.length === 0) {
            missing.push(name);
            continue;
          }
          const known = new Set(names.flatMap((candidate) => [...costs.get(candidate)!]));
          for (const cost of wanted) if (!known.has(cost)) missing.push(`${name} at ${cost}`);
        }
        expect(missing).toEqual([]);
      });
      it(`${folder}: every unit profile of the source, with its Move, Save, AF and Morale`, () => {
        const written = catalogueProfiles(file);
        const wrong: string[] = [];
        for (const [name, statistics] of sourceProfiles(folder)) {
          const found = written.get(name);
          if (!found) wrong.push(`${name}: no profile`);
          else if (found.join(' ') !== statistics.join(' '))
            wrong.push(`${name}: ${found.join(' ')} instead of ${statistics.join(' ')}`);
        }
        expect(wrong).toEqual([]);
      });
    }
  },
);
