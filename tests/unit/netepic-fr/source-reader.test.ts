/**
 * The reader of the NetEpic FR codices' LaTeX tables (tests/helpers/netepic-fr-source), on
 * hand-made LaTeX written like the codices (made-up army, every variety the 13 codices use), then
 * on the codices themselves when ../shared/netepic-fr-v3 is there.
 */
import { describe, expect, it } from 'vitest';
import {
  CODICES,
  NETEPIC_FR_SOURCE_MISSING,
  netepicFrSourceAvailable,
  readCodexSource,
} from '../../helpers/netepic-fr-source/codices';
import {
  readContents,
  readCost,
  readFormations,
  splitMarks,
} from '../../helpers/netepic-fr-source/formations';
import { latexToPlain, readCell, splitRows, stripComments } from '../../helpers/netepic-fr-source/latex';
import { readGroup, readUnitProfiles } from '../../helpers/netepic-fr-source/profiles';
import { nameKey, statKey, unitKey, unitNamesOverlap } from '../../helpers/netepic-fr-source/names';

const OPTIONS = `{
    width=\\linewidth,
    colspec={X[l,m,3] X[l,m,5] Q[c,m,1.4cm]},
    row{1}={bg=black, fg=white, font=\\bfseries},
    row{2}={bg=violet!35, font=\\bfseries\\itshape, halign=c}
}`;

const FORMATIONS = `\\section{Army Formations}

\\subsubsection*{Grox Company (maximum 1 / 4000 points)}

A note on the company that is no lead-in.

\\paragraph{Compulsory Detachments}

1 Herder:

\\noindent
\\begin{tblr}${OPTIONS}
    Name & Contents & Cost \\\\
    Herder & 1 Herder base & $+25$
\\end{tblr}

2 detachments from: % a comment & not a cell

\\begin{tblr}${OPTIONS}
    Name & Contents & Cost \\\\
    \\SetCell[c=3]{c,m}\\textbf{\\textit{Choose 1 detachment from:}} & & \\\\
    Grox -- Horned Detachment & 4/8/12 Grox -- Horned bases & 100/175/250 \\\\
    Stomper Detachment (Maximum 1) & 3 Stomper bases and 1 Stomper Boss base & 200
\\end{tblr}

\\subsubsection*{Support Formations}

\\paragraph*{Walkers}

\\begin{table}[ht]
\\begin{tblr}${OPTIONS}
    Name & Contents & Cost \\\\
    \\SetCell[c=3]{c,m}\\textbf{\\textit{Walkers (2)}} & & \\\\
    \\SetCell{l,m}{Titan Grox Detachment\\\\ \\textit{(Limit: one per 3,000 points)}} &
    1 Titan Grox base (weapons to purchase) &
    \\SetCell{c,m}{325 +\\\\weapons} \\\\
    Grox Pen Detachment (large) & 5 Grox Pen bases, 1 Herder base & $+50$/$75$ \\\\
    Grox Feast & 1 Grox Feast shot of your choice & 100
\\end{tblr}
\\end{table}
`;

const SLAVE_FORMATIONS = `\\begin{tblr}${OPTIONS}
    Slave Formations & Contents & Command Points & Cost \\\\
    Grox Detachment & 10 Grox bases & $-1$ & 175
\\end{tblr}`;

const UNIT_OPTIONS = `{
    colspec={Q[l,m,3] Q[c,m,1] Q[c,m,1] Q[c,m,0.7] Q[c,m,0.9] Q[c,m,3] Q[c,m,1] Q[c,m,1] Q[c,m,1] Q[c,m,1] Q[l,m,5]},
    hlines, vlines
}`;

const UNIT_HEADER =
  'Name & Movement & Save & AF & Morale & Weapon & Range & Dice & To-Hit & AP & Weapon Abilities \\\\';

const UNITS = `\\section{Unit Profiles}
\\begin{sidewaystable}[ht]
\\resizebox{\\textwidth}{!}{%
\\begin{tblr}${UNIT_OPTIONS}
    ${UNIT_HEADER}
    \\SetCell[c=11]{c,m}\\textbf{\\textit{Infantry (1)}} & & & & & & & & & & \\\\
    \\SetCell[r=2]{l,m} Grox & 10~cm & -- & $+2$ & 6 & Horns & -- & -- & -- & -- & -- \\\\
    & \\SetCell[c=10]{l,m}\\textit{Stubborn, Elite (1)} & & & & & & & & \\\\
    \\SetCell[r=3]{l,m} Stomper* &
    \\SetCell[r=2]{c,m} 15~cm & \\SetCell[r=2]{c,m} {2+\\\\Chart} & \\SetCell[r=2]{c,m} $+13$ & \\SetCell[r=2]{c,m} -- &
    Stamp & 20~cm & 2 & 4+ & $-1$ & -- \\\\
    & & & & & Kick & 30~cm & 1 & 5+ & 0 & -- \\\\
    & \\SetCell[c=10]{l,m}\\textit{Wounds (2)} & & & & & & & & \\\\
    \\SetCell[c=11]{c,m}\\textbf{\\textit{Walkers (2) continued}} & & & & & & & & & & \\\\
    \\SetCell[r=2]{l,m} Herder & 15~cm & 4+/6+f & $+4$ & Attached & Goad & 15~cm & 1 & 5+ & 0 & -- \\\\
    & \\SetCell[c=10]{l,m}\\textit{Attached Character} & & & & & & & & \\\\
\\end{tblr}%
}
\\end{sidewaystable}

\\begin{sidewaystable}[ht]
\\begin{tblr}${UNIT_OPTIONS}
    ${UNIT_HEADER}
    Grox Pen & 0~cm & 3+ & $-1$ & 5 & -- & -- & -- & -- & -- & -- \\\\
    \\SetCell[c=11]{c,m}\\textbf{\\textit{Off-Table Artillery}} & & & & & & & & & & \\\\
    Grox Feast & -- & -- & -- & -- & Stew & -- & 1 & 4+ & 0 & --
\\end{tblr}
\\end{sidewaystable}
`;

describe('LaTeX pieces', () => {
  it('splits rows and cells at brace depth 0 only, escaped characters never', () => {
    expect(splitRows('a & {b \\\\ c} & d \\& e \\\\ f & g \\\\')).toEqual([
      ['a', '{b \\\\ c}', 'd \\& e'],
      ['f', 'g'],
    ]);
  });

  it('cuts comments at an unescaped % only', () => {
    expect(stripComments('50\\% off % gone\nkept')).toBe('50\\% off \nkept');
  });

  it('reads a cell’s \\SetCell spans and drops its spec', () => {
    expect(readCell('\\SetCell[c=3]{c,m}\\textbf{Walkers}')).toEqual({
      tex: '\\textbf{Walkers}',
      columns: 3,
      rows: 1,
    });
    expect(readCell('\\SetCell[r=2]{l,m} Grox')).toMatchObject({ tex: 'Grox', columns: 1, rows: 2 });
    expect(readCell('\\SetCell{l,m}{A\\\\ B}')).toMatchObject({ tex: '{A\\\\ B}', rows: 1 });
    expect(readCell('plain')).toEqual({ tex: 'plain', columns: 1, rows: 1 });
  });

  it('turns markup into plain text', () => {
    expect(latexToPlain('\\textbf{\\textit{Walkers (2)}}')).toBe('Walkers (2)');
    expect(latexToPlain('$+50$/$75$')).toBe('+50/75');
    expect(latexToPlain('10~cm')).toBe('10 cm');
    expect(latexToPlain('Grox -- Horned --- big')).toBe('Grox – Horned — big');
    expect(latexToPlain('Two 10~$\\times$~5~cm')).toBe('Two 10 × 5 cm');
    expect(latexToPlain('Grox\\footnote{a note {nested}} Pen\\\\ \\textit{(Unique)}')).toBe(
      'Grox Pen (Unique)',
    );
    expect(latexToPlain('A \\& B, 5\\%')).toBe('A & B, 5%');
  });
});

describe('formation cells', () => {
  it('reads the marks off a name and keeps the parentheses that tell formations apart', () => {
    expect(splitMarks('Stomper Detachment (Maximum 1)')).toEqual({
      name: 'Stomper Detachment',
      marks: ['Maximum 1'],
    });
    expect(splitMarks('Grox (Limited / Special Rule)')).toEqual({
      name: 'Grox',
      marks: ['Limited / Special Rule'],
    });
    expect(splitMarks('Grox Pen Detachment (large)')).toEqual({
      name: 'Grox Pen Detachment (large)',
      marks: [],
    });
    expect(splitMarks('Grox (Assault) Detachment (1/2,000 points)').name).toBe('Grox (Assault) Detachment');
    expect(splitMarks('Grox*').name).toBe('Grox');
  });

  it('reads every kind of cost', () => {
    expect(readCost('400')).toEqual({ kind: 'fixed', points: 400 });
    expect(readCost('0')).toEqual({ kind: 'fixed', points: 0 });
    expect(readCost('+50')).toEqual({ kind: 'added', points: 50 });
    expect(readCost('100/150')).toEqual({ kind: 'steps', points: [100, 150], added: false });
    expect(readCost('+50/75/125')).toEqual({ kind: 'steps', points: [50, 75, 125], added: true });
    expect(readCost('+50/+75')).toEqual({ kind: 'steps', points: [50, 75], added: true });
    expect(readCost('300 + weapons')).toEqual({ kind: 'plus-weapons', points: 300 });
    expect(readCost('325 +weapons')).toEqual({ kind: 'plus-weapons', points: 325 });
    expect(readCost('free')).toEqual({ kind: 'unread', text: 'free' });
    expect(readCost('1,000')).toMatchObject({ kind: 'unread' });
  });

  it('reads contents that name their units, and says why it leaves others', () => {
    expect(readContents('4 Grox bases')).toEqual({ kind: 'units', items: [{ counts: [4], name: 'Grox' }] });
    expect(readContents('1 Herder base, 4 Grox bases and 2 Grox – Horned bases')).toMatchObject({
      items: [{ name: 'Herder' }, { counts: [4] }, { counts: [2], name: 'Grox – Horned' }],
    });
    expect(readContents('1 Herder base, 2 Grox bases, and 1 Stomper base')).toMatchObject({
      items: [{ name: 'Herder' }, { name: 'Grox' }, { name: 'Stomper' }],
    });
    expect(readContents('4/8/12 Grox bases')).toEqual({
      kind: 'units',
      items: [{ counts: [4, 8, 12], name: 'Grox' }],
    });
    expect(readContents('2 Grox (Assault) bases')).toMatchObject({ items: [{ name: 'Grox (Assault)' }] });
    expect(readContents('1 Titan Grox base (weapons to purchase)')).toMatchObject({
      items: [{ name: 'Titan Grox' }],
    });
    expect(readContents('5 Grox Drones')).toMatchObject({ items: [{ counts: [5], name: 'Grox Drones' }] });
    expect(readContents('3 Grox tokens')).toMatchObject({ items: [{ name: 'Grox' }] });
    expect(readContents('1 Grox Feast shot of your choice')).toMatchObject({ kind: 'unchecked' });
    expect(readContents('1 Grox base / 4 Stomper bases')).toMatchObject({ kind: 'unchecked' });
    expect(readContents('1 detachment of 5 Grox bases')).toMatchObject({ kind: 'unchecked' });
    expect(readContents('3 Grox bases with Big Horns')).toMatchObject({ kind: 'unchecked' });
    expect(readContents('One Grox Pen')).toMatchObject({ kind: 'unchecked' });
    expect(readContents('Enough Grox to fill a pen')).toMatchObject({ kind: 'unchecked' });
  });
});

describe('formation tables', () => {
  const rows = readFormations(FORMATIONS);

  it('reads every row with where it stands', () => {
    expect(rows.map((row) => [row.section, row.paragraph, row.leadIn, row.group, row.name])).toEqual([
      ['Grox Company (maximum 1 / 4000 points)', 'Compulsory Detachments', '1 Herder:', '', 'Herder'],
      [
        'Grox Company (maximum 1 / 4000 points)',
        'Compulsory Detachments',
        '2 detachments from:',
        'Choose 1 detachment from:',
        'Grox – Horned Detachment',
      ],
      [
        'Grox Company (maximum 1 / 4000 points)',
        'Compulsory Detachments',
        '2 detachments from:',
        'Choose 1 detachment from:',
        'Stomper Detachment',
      ],
      ['Support Formations', 'Walkers', '', 'Walkers (2)', 'Titan Grox Detachment'],
      ['Support Formations', 'Walkers', '', 'Walkers (2)', 'Grox Pen Detachment (large)'],
      ['Support Formations', 'Walkers', '', 'Walkers (2)', 'Grox Feast'],
    ]);
  });

  it('reads names, marks, contents and costs of multi-line cells', () => {
    const titan = rows[3];
    expect(titan).toMatchObject({
      sourceName: 'Titan Grox Detachment (Limit: one per 3,000 points)',
      marks: ['Limit: one per 3,000 points'],
      contents: { kind: 'units', items: [{ counts: [1], name: 'Titan Grox' }] },
      costText: '325 + weapons',
      cost: { kind: 'plus-weapons', points: 325 },
    });
    expect(rows[1]?.cost).toEqual({ kind: 'steps', points: [100, 175, 250], added: false });
    expect(rows[2]).toMatchObject({
      marks: ['Maximum 1'],
      contents: {
        items: [
          { counts: [3], name: 'Stomper' },
          { counts: [1], name: 'Stomper Boss' },
        ],
      },
    });
    expect(rows[4]?.cost).toEqual({ kind: 'steps', points: [50, 75], added: true });
    expect(rows[5]?.contents.kind).toBe('unchecked');
    expect(rows.every((row) => row.commandPoints === undefined)).toBe(true);
  });

  it('takes a first header naming the formations’ kind, and Command Points', () => {
    expect(readFormations(SLAVE_FORMATIONS)).toEqual([
      expect.objectContaining({ kind: 'Slave Formations', name: 'Grox Detachment', commandPoints: '-1' }),
    ]);
  });

  it('ignores tables that are not formation tables', () => {
    expect(readFormations(UNITS)).toEqual([]);
  });
});

describe('unit profile tables', () => {
  const units = readUnitProfiles(UNITS);

  it('reads one row per unit, its continuation rows skipped', () => {
    expect(units.map((unit) => [unit.name, unit.move, unit.save, unit.caf, unit.morale])).toEqual([
      ['Grox', '10 cm', '–', '+2', '6'],
      ['Stomper', '15 cm', '2+ Chart', '+13', '–'],
      ['Herder', '15 cm', '4+/6+f', '+4', 'Attached'],
      ['Grox Pen', '0 cm', '3+', '-1', '5'],
      ['Grox Feast', '–', '–', '–', '–'],
    ]);
  });

  it('gives each unit the group above it, carried over to the next table', () => {
    expect(units.map((unit) => [unit.type, unit.unitClass])).toEqual([
      ['Infantry', 1],
      ['Infantry', 1],
      ['Walkers', 2],
      ['Walkers', 2],
      ['Off-Table Artillery', undefined],
    ]);
    expect(readGroup('Heavy Praetorians (7)')).toEqual({ type: 'Heavy Praetorians', unitClass: 7 });
    expect(readGroup('Praetorians / Reconnaissance Titans')).toEqual({
      type: 'Praetorians / Reconnaissance Titans',
    });
  });

  it('ignores tables that are not unit profile tables', () => {
    expect(readUnitProfiles(FORMATIONS)).toEqual([]);
  });
});

describe('large or odd input', () => {
  // Every step is one pass: a large file or an unbalanced name is read, not backtracked over.
  it('reads a table of 20 000 rows and names full of brackets', () => {
    const row = 'Grox Detachment (Limit: 1) & 4 Grox bases & 100 \\\\\n';
    const tex = `\\begin{tblr}{colspec={X X Q}}\nName & Contents & Cost \\\\\n${row.repeat(20_000)}\\end{tblr}`;
    const rows = readFormations(tex);
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toMatchObject({ name: 'Grox Detachment', cost: { kind: 'fixed', points: 100 } });
    expect(splitMarks(`Grox ${'('.repeat(50_000)}`).name).toBe(`Grox ${'('.repeat(50_000)}`);
    expect(splitMarks(`Grox ${')'.repeat(50_000)}`).marks).toEqual([]);
    expect(readCost(`${'1/'.repeat(50_000)}x`).kind).toBe('unread');
    expect(latexToPlain('{'.repeat(50_000))).toBe('');
  });
});

describe('names and statistics as compared', () => {
  it('forgives case, spaces, punctuation and number where it should', () => {
    expect(nameKey('Grox -- Horned Detachment')).toBe(nameKey('grox – horned detachment'));
    expect(nameKey('Grox Pen')).not.toBe(nameKey('Grox Pens'));
    expect(unitKey('Exodite Warriors')).toBe(unitKey('Exodite Warrior'));
    expect(unitKey('Harpies')).toBe(unitKey('Harpy'));
    expect(unitKey('Dire Wolf Titan chassis')).toBe(unitKey('dire wolf titan chassis'));
    expect(statKey('15 cm')).toBe(statKey('15cm'));
    expect(statKey('–')).toBe(statKey('-'));
    expect(statKey('4+, 6+ fixed')).toBe(statKey('4+/6+f'));
    expect(statKey('+0')).not.toBe(statKey('0'));
    expect(statKey('2+ / Sheet')).toBe(statKey('2+ sheet'));
    expect(statKey('4+/6+f')).not.toBe(statKey('4+6+f'));
    expect(unitNamesOverlap("Shas'vre Battlesuit", "Shas'vre")).toBe(true);
    expect(unitNamesOverlap('XV9 Mk I Battlesuit', 'XV9 Hazard Mk I Battlesuits')).toBe(true);
    expect(unitNamesOverlap('XV9 Mk I Battlesuit', 'XV9 Mk II Battlesuit')).toBe(false);
    expect(unitNamesOverlap('Grox Boss', 'Stomper')).toBe(false);
  });
});

describe.skipIf(!netepicFrSourceAvailable)('the 13 codices of ../shared/netepic-fr-v3', () => {
  it.each(CODICES.map((codex) => [codex.folder, codex]))('%s: every row read whole', (_folder, codex) => {
    const source = readCodexSource(codex);
    expect(source.formations.length).toBeGreaterThan(0);
    expect(source.units.length).toBeGreaterThan(0);
    const unreadCosts = source.formations.filter((row) => row.cost.kind === 'unread');
    expect(unreadCosts.map((row) => row.sourceName)).toEqual([]);
    for (const row of source.formations) {
      expect(row.name, row.sourceName).toMatch(/^\S/);
      expect(row.name, row.sourceName).not.toMatch(/[\\{}$]/);
      expect(row.contentsText, row.sourceName).not.toBe('');
      expect(row.section, row.sourceName).not.toBe('');
    }
    for (const unit of source.units) {
      for (const stat of [unit.move, unit.save, unit.caf, unit.morale]) {
        expect(stat, unit.name).not.toBe('');
        expect(stat, unit.name).not.toMatch(/[\\{}$]/);
      }
      expect(unit.type, unit.name).not.toBe('');
    }
  });
});

if (!netepicFrSourceAvailable) console.warn(NETEPIC_FR_SOURCE_MISSING);
