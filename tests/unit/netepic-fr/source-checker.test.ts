/**
 * The source check (tests/helpers/netepic-fr-source/check.ts) on a tiny hand-made catalogue and
 * hand-made source tables: it passes when every fact agrees, and one changed number fails it
 * with the row, what the source says and what the data has.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, GameData, SelectionEntry } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { checkCodexData, formatMismatches, type Mismatch } from '../../helpers/netepic-fr-source/check';
import { readFormations } from '../../helpers/netepic-fr-source/formations';
import { readUnitProfiles } from '../../helpers/netepic-fr-source/profiles';

const FORMATIONS = `\\subsubsection*{Grox Company}
\\paragraph{Compulsory Detachments}
1 Herder:
\\begin{tblr}{colspec={X X Q}}
    Name & Contents & Cost \\\\
    Herder & 1 Herder base & $+25$
\\end{tblr}
2 detachments from:
\\begin{tblr}{colspec={X X Q}}
    Name & Contents & Cost \\\\
    Grox Detachment & 4/8 Grox bases & 100/175
\\end{tblr}
\\subsubsection*{Support Formations}
\\begin{tblr}{colspec={X X Q}}
    Name & Contents & Cost \\\\
    \\SetCell[c=3]{c,m}\\textit{Walkers (2)} & & \\\\
    Stomper Detachment (Maximum 1) & 3 Stomper bases and 1 Stomper Boss base & 200 \\\\
    Grox Feast & 1 Grox Feast shot of your choice & 100
\\end{tblr}`;

const UNITS = `\\begin{tblr}{colspec={Q Q Q Q Q Q Q Q Q Q Q}}
    Name & Movement & Save & AF & Morale & Weapon & Range & Dice & To-Hit & AP & Weapon Abilities \\\\
    \\SetCell[c=11]{c,m}\\textit{Infantry (1)} & & & & & & & & & & \\\\
    Groxes & 10~cm & -- & $+2$ & 6 & Horns & -- & -- & -- & -- & -- \\\\
    Herder & 15~cm & 6+f & $+4$ & Attached & Goad & 15~cm & 1 & 5+ & 0 & -- \\\\
    \\SetCell[c=11]{c,m}\\textit{Walkers (2)} & & & & & & & & & & \\\\
    Stomper & 15~cm & 4+ & $+5$ & 5 & Stamp & -- & -- & -- & -- & -- \\\\
    Stomper Boss & 15~cm & 3+ & $+6$ & -- & Stamp & -- & -- & -- & -- & -- \\\\
    Grox Feast & -- & -- & -- & -- & Stew & -- & 1 & 4+ & 0 & -- \\\\
    \\SetCell[c=11]{c,m}\\textit{Titans (6)} & & & & & & & & & & \\\\
    Grox Titan & 15~cm & 2+ / Sheet & $+9$ & -- & Roar & -- & -- & -- & -- & --
\\end{tblr}`;

const SOURCE = { formations: readFormations(FORMATIONS), units: readUnitProfiles(UNITS) };

function bases(
  id: string,
  name: string,
  min: number,
  max: number,
  extra: Partial<SelectionEntry> = {},
): SelectionEntry {
  return {
    id,
    name: { fr: name, en: name },
    type: 'model',
    constraints: [
      { id: `${id}.min`, type: 'min', value: min, field: 'selections', scope: 'parent' },
      { id: `${id}.max`, type: 'max', value: max, field: 'selections', scope: 'parent' },
    ],
    ...extra,
  };
}

function unitProfile(id: string, name: string, [mvt, svg, caf, moral]: string[]) {
  return {
    id,
    name: { en: name },
    typeId: 'unit',
    characteristics: [
      { typeId: 'mvt', value: mvt ?? '' },
      { typeId: 'svg', value: { fr: svg ?? '', en: svg ?? '' } },
      { typeId: 'caf', value: caf ?? '' },
      { typeId: 'moral', value: moral ?? '' },
    ],
  };
}

/** The catalogue that agrees with SOURCE, written the way docs/netepic-fr-codices.md asks. */
function goodCatalogue(): Catalogue {
  return {
    kind: 'catalogue',
    id: 'grox-310',
    name: { en: 'Grox' },
    gameSystemId: 'netepic',
    sharedProfiles: [
      unitProfile('grox-310-grox', 'Groxes', ['10cm', '-', '+2', '6']),
      unitProfile('grox-310-herder', 'Herder', ['15 cm', '6+ fixed', '+4', 'Attached']),
    ],
    sharedSelectionEntries: [
      {
        id: 'grox-310-grox-detachment',
        name: { en: 'Grox Detachment' },
        type: 'unit',
        costs: [{ typeId: 'points', value: 100 }],
        categoryLinks: [{ id: 'grox-310-grox-detachment.class', targetId: 'class-1' }],
        infoLinks: [{ id: 'grox-310-grox-detachment.profile', targetId: 'grox-310-grox', type: 'profile' }],
        selectionEntries: [bases('grox-310-grox-detachment.grox', 'Grox', 4, 8)],
        selectionEntryGroups: [
          {
            id: 'grox-310-grox-detachment.size',
            name: { en: 'Size' },
            selectionEntries: [
              {
                id: 'grox-310-grox-detachment.size-8',
                name: { en: '8 Grox bases' },
                type: 'upgrade',
                costs: [{ typeId: 'points', value: 75 }],
              },
            ],
          },
        ],
      },
    ],
    selectionEntries: [
      {
        id: 'grox-310-grox-company',
        name: { en: 'Grox Company' },
        type: 'unit',
        selectionEntries: [
          bases('grox-310-grox-company.herder', 'Herder', 1, 1, {
            costs: [{ typeId: 'points', value: 25 }],
            infoLinks: [{ id: 'grox-310-herder.link', targetId: 'grox-310-herder', type: 'profile' }],
          }),
        ],
        entryLinks: [
          { id: 'grox-310-grox-company.grox', targetId: 'grox-310-grox-detachment', type: 'selectionEntry' },
        ],
      },
      {
        id: 'grox-310-stomper-detachment',
        name: { en: 'Stomper Detachment' },
        type: 'unit',
        costs: [{ typeId: 'points', value: 200 }],
        categoryLinks: [{ id: 'grox-310-stomper-detachment.class', targetId: 'class-2' }],
        selectionEntries: [
          bases('grox-310-stomper-detachment.stomper', 'Stomper', 3, 3, {
            profiles: [unitProfile('grox-310-stomper', 'Stomper', ['15cm', '4+', '+5', '5'])],
          }),
          bases('grox-310-stomper-detachment.boss', 'Stomper Boss', 1, 1, {
            profiles: [unitProfile('grox-310-stomper-boss', 'Stomper Boss', ['15cm', '3+', '+6', '–'])],
          }),
        ],
      },
      {
        id: 'grox-310-grox-feast',
        name: { en: 'Grox Feast' },
        type: 'upgrade',
        costs: [{ typeId: 'points', value: 100 }],
      },
      {
        // Class 6 in the source; NetEpic's categories stop at class-5.
        id: 'grox-310-grox-titan',
        name: { en: 'Grox Titan' },
        type: 'model',
        categoryLinks: [{ id: 'grox-310-grox-titan.class', targetId: 'class-5' }],
        profiles: [unitProfile('grox-310-grox-titan.profile', 'Grox Titan', ['15cm', '2+ Sheet', '+9', '-'])],
      },
    ],
  };
}

function check(catalogue: Catalogue): Mismatch[] {
  const data: GameData = {
    gameSystem: {
      kind: 'gameSystem',
      id: 'netepic',
      name: { en: 'NetEpic' },
      // As NetEpic's game.json: classes 1 to 5 only.
      categoryEntries: [1, 2, 3, 4, 5].map((unitClass) => ({
        id: `class-${unitClass}`,
        name: { en: `Class ${unitClass}` },
      })),
    },
    catalogues: [catalogue],
  };
  return checkCodexData(new DataIndex(data), catalogue, SOURCE);
}

type Mutable = Record<string, unknown>;

/** The entry or profile of that id in a catalogue copy, to change one fact of it. */
function find(value: unknown, id: string): Mutable {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if ((item as Mutable).id === id) return item as Mutable;
    stack.push(...Object.values(item));
  }
  throw new Error(`no ${id} in the catalogue`);
}

function setCharacteristic(catalogue: Catalogue, profileId: string, typeId: string, value: string): void {
  const profile = find(catalogue, profileId) as unknown as {
    characteristics: { typeId: string; value: unknown }[];
  };
  const characteristic = profile.characteristics.find((candidate) => candidate.typeId === typeId);
  if (!characteristic) throw new Error(`no ${typeId} in ${profileId}`);
  characteristic.value = value;
}

describe('the source check on a hand-made codex', () => {
  it('reads the hand-made source as expected', () => {
    expect(SOURCE.formations.map((row) => row.name)).toEqual([
      'Herder',
      'Grox Detachment',
      'Stomper Detachment',
      'Grox Feast',
    ]);
    expect(SOURCE.units.map((row) => row.name)).toEqual([
      'Groxes',
      'Herder',
      'Stomper',
      'Stomper Boss',
      'Grox Feast',
      'Grox Titan',
    ]);
  });

  it('finds nothing to say when the data agrees with the source', () => {
    expect(formatMismatches('Grox 3.1', check(goodCatalogue()))).toBe('');
  });

  it('reports one wrong cost and one wrong statistic, each with the row, the source and the data', () => {
    const catalogue = goodCatalogue();
    find(catalogue, 'grox-310-stomper-detachment').costs = [{ typeId: 'points', value: 225 }];
    setCharacteristic(catalogue, 'grox-310-grox', 'caf', '+3');
    const mismatches = check(catalogue);
    expect(mismatches).toEqual([
      {
        row: 'army-formations.tex:14 Support Formations › Walkers (2) › Stomper Detachment (Maximum 1)',
        expected: '200 points',
        found: 'Stomper Detachment: 225 points',
      },
      {
        row: 'unit-profiles.tex:1 Infantry (1) › Groxes',
        expected: 'Move 10 cm, Save –, CAF +2, Morale 6',
        found: 'Move 10cm, Save -, CAF +3, Morale 6',
      },
    ]);
    const message = formatMismatches('Grox 3.1', mismatches);
    expect(message).toContain('Grox 3.1 | army-formations.tex:14');
    expect(message).toContain('expected: 200 points');
    expect(message).toContain('found:    Stomper Detachment: 225 points');
  });

  it('reports a changed count of bases, a size whose price is missing and a wrong class', () => {
    const catalogue = goodCatalogue();
    const stompers = find(catalogue, 'grox-310-stomper-detachment.stomper') as {
      constraints: { value: number }[];
    };
    for (const constraint of stompers.constraints) constraint.value = 4;
    find(catalogue, 'grox-310-grox-detachment.size-8').costs = [{ typeId: 'points', value: 50 }];
    find(catalogue, 'grox-310-grox-detachment').categoryLinks = [{ id: 'c', targetId: 'class-2' }];
    expect(check(catalogue).map(({ expected, found }) => `${expected} / ${found}`)).toEqual([
      '100/175 points by size / Grox Detachment: 100 points',
      '3 × Stomper (contents: "3 Stomper bases and 1 Stomper Boss base") / Stomper (min 4, max 4)',
      'class 1 / class 2',
    ]);
  });

  it('takes one entry per size, and a base named apart from its contents cell', () => {
    const catalogue = goodCatalogue();
    const detachment = find(catalogue, 'grox-310-grox-detachment') as unknown as SelectionEntry;
    const beasts = (id: string, count: number) => bases(id, 'Grox Beast', count, count);
    detachment.selectionEntries = [];
    detachment.selectionEntryGroups = [
      {
        id: 'grox-310-grox-detachment.size',
        name: { en: 'Size' },
        selectionEntries: [
          { id: 'size-4', name: { en: '4 bases' }, type: 'upgrade', selectionEntries: [beasts('b4', 4)] },
          {
            id: 'size-8',
            name: { en: '8 bases' },
            type: 'upgrade',
            costs: [{ typeId: 'points', value: 75 }],
            selectionEntries: [beasts('b8', 8)],
          },
        ],
      },
    ];
    expect(check(catalogue)).toEqual([]);
    (find(catalogue, 'b8').constraints as { value: number }[]).forEach(
      (constraint) => (constraint.value = 9),
    );
    expect(check(catalogue).map((mismatch) => mismatch.found)).toEqual([
      'Grox Beast (min 4, max 4); Grox Beast (min 9, max 9)',
    ]);
  });

  it('looks for a company’s détachements under the company only', () => {
    const catalogue = goodCatalogue();
    const company = find(catalogue, 'grox-310-grox-company');
    const herder = (company.selectionEntries as SelectionEntry[])[0]!;
    company.selectionEntries = [];
    (catalogue.selectionEntries ?? []).push({ ...herder, id: 'grox-310-herder-elsewhere' });
    expect(check(catalogue)).toEqual([
      expect.objectContaining({ expected: 'an entry named "Herder" under "Grox Company"', found: 'none' }),
    ]);
    find(catalogue, 'grox-310-grox-company').name = { en: 'Grox Host' };
    expect(check(catalogue).map((mismatch) => mismatch.expected)).toEqual([
      'an entry named "Grox Company" holding this row',
      'an entry named "Grox Company" holding this row',
    ]);
  });

  it('looks for a formation bought for itself at the root, for a "+N" one anywhere', () => {
    const catalogue = goodCatalogue();
    const roots = catalogue.selectionEntries ?? [];
    const stomper = roots.find((entry) => entry.id === 'grox-310-stomper-detachment')!;
    catalogue.selectionEntries = roots.filter((entry) => entry !== stomper);
    find(catalogue, 'grox-310-grox-company').selectionEntries = [
      ...((find(catalogue, 'grox-310-grox-company').selectionEntries as SelectionEntry[]) ?? []),
      stomper,
    ];
    expect(check(catalogue).map((mismatch) => mismatch.expected)).toEqual([
      'an entry named "Stomper Detachment" at the root of the force',
    ]);
  });

  it('reports a missing formation and a missing unit profile by name', () => {
    const catalogue = goodCatalogue();
    catalogue.selectionEntries = (catalogue.selectionEntries ?? []).filter(
      (entry) => entry.id !== 'grox-310-grox-feast',
    );
    find(catalogue, 'grox-310-herder').name = { en: 'Drover' };
    expect(check(catalogue).map((mismatch) => mismatch.expected)).toEqual([
      'an entry named "Grox Feast" at the root of the force',
      'a unit profile named "Herder"',
    ]);
  });
});
