import { describe, expect, it } from 'vitest';
import type { GameData } from '../../../src/core/catalogue/model';
import { nestingDepth, parseCatalogue, parseGameSystem } from '../../../src/core/catalogue/data-schema';
import { textIn } from '../../../src/core/catalogue/text';
import { readDataFile } from '../../../src/core/bsdata/read-data-file';
import { readRosterFile } from '../../../src/core/bsdata/read-roster-file';
import { affordancesAt } from '../../../src/core/engine/affordances';
import { DataIndex } from '../../../src/core/engine/data-index';
import { addForce, selectEntry, setCostLimit, type EditContext } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { DATA_VERDICT_CODES, messageCatalogue, renderVerdict } from '../../../src/core/engine/messages';
import type { Verdict, VerdictCode, VerdictParam } from '../../../src/core/engine/verdict';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';

const data: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'gs',
    name: { fr: 'Jeu', en: 'Game' },
    costTypes: [{ id: 'pts', name: 'points' }],
    categoryEntries: [{ id: 'troops', name: { fr: 'Troupes' } }],
    forceEntries: [{ id: 'army', name: 'Army', categoryLinks: [{ id: 'army-troops', targetId: 'troops' }] }],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'faction',
      name: 'Faction',
      gameSystemId: 'gs',
      sharedSelectionEntries: [
        { id: 'banner', name: 'Banner', type: 'upgrade', costs: [{ typeId: 'pts', value: 5 }] },
        {
          id: 'squad',
          name: 'Squad',
          type: 'unit',
          costs: [{ typeId: 'pts', value: 50 }],
          categoryLinks: [{ id: 'squad-troops', targetId: 'troops', primary: true }],
          constraints: [{ id: 'one-squad', type: 'max', value: 1, field: 'selections', scope: 'force' }],
          entryLinks: [
            {
              id: 'banner-link',
              targetId: 'banner',
              type: 'selectionEntry',
              constraints: [
                { id: 'needs-banner', type: 'min', value: 1, field: 'selections', scope: 'parent' },
              ],
            },
          ],
          modifiers: [
            {
              type: 'increment',
              field: 'pts',
              value: 10,
              repeats: [{ value: 1, repeats: 1, field: 'selections', scope: 'force', childId: 'squad' }],
            },
          ],
        },
      ],
      entryLinks: [{ id: 'squad-link', targetId: 'squad', type: 'selectionEntry' }],
    },
  ],
};

function editing(): { context: EditContext; roster: TreeRoster } {
  let next = 0;
  const context = { index: new DataIndex(data), newId: () => `s${(next += 1)}` };
  return { context, roster: { id: 'r', name: 'List', gameSystemId: 'gs', costLimits: {}, forces: [] } };
}

describe('catalogue model v2', () => {
  it('reads text in the language asked, else English, French, the data language, any', () => {
    expect(textIn({ fr: 'Troupes', en: 'Troops' }, 'fr')).toBe('Troupes');
    expect(textIn({ fr: 'Troupes', en: 'Troops' }, 'de')).toBe('Troops');
    expect(textIn({ fr: 'Troupes' }, 'en')).toBe('Troupes');
    expect(textIn({ de: 'Truppen' }, 'fr')).toBe('Truppen');
    expect(textIn('Truppen', 'fr')).toBe('Truppen');
  });

  it('loads a file written in one language only (German community data)', () => {
    const result = parseCatalogue({
      kind: 'catalogue',
      id: 'kult',
      name: 'Kult',
      gameSystemId: 'ff',
      selectionEntries: [
        {
          id: 'a',
          name: { de: 'Anführer' },
          type: 'model',
          constraints: [{ id: 'c', type: 'max', value: 1 }],
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value.selectionEntries?.[0]?.constraints?.[0]).toMatchObject({
        field: 'selections',
        scope: 'parent',
      });
  });

  it('refuses a file nested deeper than the bound, without overflowing the stack', () => {
    let entry: Record<string, unknown> = { id: 'leaf', name: 'Leaf', type: 'upgrade' };
    for (let i = 0; i < 5000; i += 1)
      entry = { id: `e${i}`, name: 'Entry', type: 'upgrade', selectionEntries: [entry] };
    const file = { kind: 'gameSystem', id: 'gs', name: 'GS', selectionEntries: [entry] };
    expect(nestingDepth(file)).toBeGreaterThan(200);
    expect(parseGameSystem(file)).toMatchObject({ ok: false, code: 'too-deep' });
  });
});

describe('generic engine', () => {
  it('creates required options, names options by link path, applies repeats to costs', () => {
    const { context, roster } = editing();
    const withForce = addForce(context, roster, 'army', 'faction');
    const added = selectEntry(context, withForce.roster, withForce.createdId!, 'squad-link');
    const squad = added.roster.forces[0]!.selections[0]!;
    expect(squad.entryId).toBe('squad-link::squad');
    expect(squad.selections.map((child) => child.entryId)).toEqual(['squad-link::banner-link::banner']);
    const evaluation = evaluateRoster(context.index, added.roster);
    // 50 + 10 per squad in the force (1) + 5 for the banner.
    expect(evaluation.costs.get('pts')).toBe(65);
    expect(evaluation.verdicts).toEqual([]);
  });

  it('reports a broken limit with its code, the selections involved and the constraint behind it', () => {
    const { context, roster } = editing();
    const force = addForce(context, roster, 'army', 'faction');
    const one = selectEntry(context, force.roster, force.createdId!, 'squad-link');
    const two = selectEntry(context, one.roster, force.createdId!, 'squad-link');
    const limited = setCostLimit(two.roster, 'pts', 100);
    const verdicts = evaluateRoster(context.index, limited.roster).verdicts;
    expect(verdicts.map((verdict) => [verdict.code, verdict.source.constraintId])).toEqual([
      ['data.cost-limit', 'pts'],
      ['data.max-selections', 'one-squad'],
    ]);
    const max = verdicts[1]!;
    expect(max.owner).toMatchObject({ kind: 'selection', entryId: 'squad' });
    expect(max.selections).toHaveLength(2);
    expect(max.params).toMatchObject({ count: 2, limit: 1 });
  });

  it('reports a missing required option and an option the data does not have', () => {
    const { context, roster } = editing();
    const force = addForce(context, roster, 'army', 'faction');
    const added = selectEntry(context, force.roster, force.createdId!, 'squad-link');
    const squad = added.roster.forces[0]!.selections[0]!;
    squad.selections = [{ id: 'ghost', entryId: 'no-such-entry', number: 1, selections: [] }];
    const codes = evaluateRoster(context.index, added.roster).verdicts.map((verdict) => verdict.code);
    expect(codes.sort()).toEqual(['data.min-selections', 'data.unknown-entry']);
  });

  it('evaluates a roster nested 10,000 levels deep without recursion', () => {
    const { context, roster } = editing();
    const force = addForce(context, roster, 'army', 'faction');
    let chain: RosterSelection = { id: 'bottom', entryId: 'banner-link::banner', number: 1, selections: [] };
    for (let i = 0; i < 10_000; i += 1)
      chain = { id: `n${i}`, entryId: 'squad-link::banner-link::banner', number: 1, selections: [chain] };
    const top: RosterSelection = { id: 'top', entryId: 'squad-link::squad', number: 1, selections: [chain] };
    force.roster.forces[0]!.selections = [top];
    const evaluation = evaluateRoster(context.index, force.roster);
    // The banner is an entry of the data, chosen where it is not offered: misplaced, not unknown.
    expect(evaluation.verdicts.some((verdict) => verdict.code === 'data.misplaced-entry')).toBe(true);
  });
});

describe('verdict messages', () => {
  // Every parameter any code reads, whatever the code: each sentence takes what it needs.
  const verdict = (code: VerdictCode, params: Record<string, VerdictParam>): Verdict =>
    ({
      code,
      severity: 'error',
      params,
      selections: [],
      owner: { kind: 'roster' },
      source: { rule: 'data' },
    }) as unknown as Verdict;

  it('says every data verdict in French and English', () => {
    for (const code of DATA_VERDICT_CODES) {
      for (const lang of ['fr', 'en'] as const) {
        expect(Object.keys(messageCatalogue(lang))).toContain(code);
        const sentence = renderVerdict(
          verdict(code, { entry: 'X', entryId: 'x', count: 2, limit: 1, total: 3, over: 1, costType: 'pts' }),
          lang,
        );
        expect(sentence).not.toContain('undefined');
        expect(sentence).not.toBe(code);
      }
    }
  });

  it('names the copy of an option a limit’s holder is, or is inside', () => {
    const limit = { entry: { fr: 'Armes de bras', en: 'Arm Weapons' }, count: 0, limit: 2 };
    const itself = verdict('data.min-selections', {
      ...limit,
      holder: { fr: 'Titan', en: 'Titan' },
      holderCopy: 2,
    });
    expect(renderVerdict(itself, 'fr')).toMatch(
      /^« Titan » nº 2 : il faut au moins 2 sélections de « Armes de bras »/,
    );
    expect(renderVerdict(itself, 'en')).toMatch(/^“Titan” #2: at least 2 selections of “Arm Weapons”/);
    const inside = verdict('data.min-selections', {
      ...limit,
      holder: { fr: 'Carapace', en: 'Carapace' },
      holderCopy: 3,
      holderCopyOf: { fr: 'Titan', en: 'Titan' },
    });
    expect(renderVerdict(inside, 'fr')).toMatch(/^« Carapace » de « Titan » nº 3 : il faut/);
    expect(renderVerdict(inside, 'en')).toMatch(/^“Carapace” of “Titan” #3: at least/);
  });

  it('uses plural rules and the reader’s number format and names', () => {
    const one = verdict('data.max-selections', {
      entry: { fr: 'Escouade', en: 'Squad' },
      count: 2,
      limit: 1,
    });
    expect(renderVerdict(one, 'fr')).toBe('Au plus 1 sélection de « Escouade » (2 actuellement).');
    expect(renderVerdict(one, 'en')).toBe('No more than 1 selection of “Squad” allowed (2 now).');
    const many = verdict('data.cost-limit', {
      costType: { fr: 'points' },
      total: 1250.5,
      limit: 1000,
      over: 250.5,
    });
    expect(renderVerdict(many, 'fr')).toContain('1\u202f250,5');
    expect(renderVerdict(many, 'en')).toContain('1,250.5');
  });
});

describe('affordances', () => {
  it('lists the options of a place with effective limits, what is taken, and whether one more fits', () => {
    const { context, roster } = editing();
    const force = addForce(context, roster, 'army', 'faction');
    const added = selectEntry(context, force.roster, force.createdId!, 'squad-link');
    const evaluation = evaluateRoster(context.index, added.roster);
    const roots = affordancesAt(evaluation, { forceId: force.createdId! });
    // One squad per force, and one is taken: no room left, so no second one is offered.
    expect(roots.map((option) => [option.id, option.taken, option.room, option.canAdd])).toEqual([
      ['squad-link::squad', 1, 0, false],
    ]);
    const squadId = added.roster.forces[0]!.selections[0]!.id;
    const inside = affordancesAt(evaluation, { selectionId: squadId });
    expect(inside).toMatchObject([
      { id: 'squad-link::banner-link::banner', min: 1, max: -1, taken: 1, costs: { pts: 5 } },
    ]);
    expect(affordancesAt(evaluation, { selectionId: 'nowhere' })).toEqual([]);
  });
});

describe('BattleScribe roster files (.ros)', () => {
  it('reads forces, selections by path, numbers, custom names and notes, and keeps the file costs as hints', () => {
    const read = readRosterFile(
      '<?xml version="1.0"?><roster id="r1" name="Mine" gameSystemId="gs" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/rosterSchema">' +
        '<costs><cost name="pts" typeId="pts" value="999"/></costs><costLimits><costLimit name="pts" typeId="pts" value="100"/></costLimits>' +
        '<forces><force id="f1" name="Army" entryId="army" catalogueId="faction" catalogueRevision="7">' +
        '<selections><selection id="s1" name="Squad" entryId="squad-link::squad" number="1" type="unit" customName="Alpha">' +
        '<customNotes>front line</customNotes><selections><selection id="s2" entryId="squad-link::banner-link::banner" number="2"/></selections>' +
        '</selection></selections></force></forces></roster>',
    );
    expect(read).toMatchObject({
      ok: true,
      hints: { costs: { pts: 999 }, gameSystemRevision: 3, catalogueRevisions: { faction: 7 } },
      roster: {
        name: 'Mine',
        costLimits: { pts: 100 },
        forces: [
          {
            entryId: 'army',
            catalogueId: 'faction',
            selections: [
              {
                id: 's1',
                entryId: 'squad-link::squad',
                customName: 'Alpha',
                customNotes: 'front line',
                selections: [{ id: 's2', number: 2 }],
              },
            ],
          },
        ],
      },
    });
    if (!read.ok) return;
    // Costs come from the data, not from the file.
    expect(evaluateRoster(new DataIndex(data), read.roster).costs.get('pts')).toBe(70);
  });

  it('refuses what is not a roster, and entity declarations', () => {
    expect(readRosterFile('<catalogue id="x"/>')).toMatchObject({
      ok: false,
      error: { code: 'not-a-roster' },
    });
    expect(readRosterFile('<!DOCTYPE r [<!ENTITY a "b">]><roster/>')).toMatchObject({
      ok: false,
      error: { code: 'doctype' },
    });
  });
});

describe('BattleScribe data files (.gst, .cat)', () => {
  it('decodes XML entities and numeric references in names and texts', () => {
    const read = readDataFile(
      '<?xml version="1.0"?><gameSystem id="gs" name="Guns &amp; &quot;Glory&quot; &#233;&#x20AC;" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
        '<sharedRules><rule id="r" name="R"><description>a &lt; b &gt; c &apos;d&apos;</description></rule></sharedRules></gameSystem>',
    );
    expect(read).toMatchObject({
      ok: true,
      file: { name: 'Guns & "Glory" é€', sharedRules: [{ description: "a < b > c 'd'" }] },
    });
  });

  it('refuses a file missing what BattleScribe requires, naming it', () => {
    const read = readDataFile(
      '<catalogue id="c" name="C"><selectionEntries><selectionEntry name="no id"/></selectionEntries></catalogue>',
    );
    expect(read).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!read.ok && read.error.code === 'invalid') {
      expect([...read.error.issues].sort()).toEqual([
        'catalogue c: missing gameSystemId',
        'selectionEntry c: missing id',
      ]);
    }
  });
});
