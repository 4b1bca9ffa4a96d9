import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allUnits,
  buildPrintableRoster,
  renderRoster,
  type ExportCatalogue,
  type PrintableRoster,
  type PrintableUnit,
} from '../../../src/core/export';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import {
  antaresCase,
  deadzoneCase,
  EXPORT_CASES,
  freebootersCase,
  netepicCase,
  validation,
  type ExportCase,
} from '../../helpers/export-fixtures';
import { roster } from '../../helpers/engine-fixtures';
import { issue } from '../../../src/core/engine/issue';

// The API's catalogue is what the CLI and the app pass to the export: it must satisfy the core's shape.
const _apiCatalogueFits = (c: FactionCatalogue): ExportCatalogue => c;
void _apiCatalogueFits;

const build = (c: ExportCase, lang: 'fr' | 'en' = 'fr') => buildPrintableRoster({ ...c, lang });
const find = (model: PrintableRoster, name: string): PrintableUnit => {
  const unit = allUnits(model).find((u) => u.name === name);
  if (!unit)
    throw new Error(
      `no unit named ${name}: ${allUnits(model)
        .map((u) => u.name)
        .join(', ')}`,
    );
  return unit;
};
/** Every selection id the model prints, with repetitions. */
const printedIds = (model: PrintableRoster) => allUnits(model).flatMap((u) => u.selections);

describe('printable roster: NetEpic', () => {
  it('has the header: names, points used and limit, verdict and remaining issues', () => {
    const model = build(netepicCase());
    expect(model).toMatchObject({
      title: '3e Compagnie — Ultramarines',
      game: 'NetEpic',
      faction: 'Space Marines',
      points: 1150,
      pointsLimit: 1500,
      valid: true,
      verdict: 'Liste valide — 1 avertissement',
    });
    expect(model.issues).toEqual([
      {
        severity: 'warning',
        severityLabel: 'Avertissement',
        message: 'La compagnie « Compagnie tactique » n’a pas de détachement de soutien.',
      },
    ]);
    expect(build(netepicCase(), 'en').issues[0]?.message).toBe(
      'Company “Tactical company” has no support detachment.',
    );
  });

  it('prints formations with their détachements, grouping identical ones', () => {
    const model = build(netepicCase());
    expect(model.sections.map((s) => [s.title, s.subtitle, s.points])).toEqual([
      ['Compagnie tactique', 'Compagnie', 900],
      ['Soutien Land Raider', 'Carte de soutien', 250],
    ]);
    const company = model.sections[0]!;
    expect(company.units.map((u) => [u.multiplier, u.name, u.countText, u.points])).toEqual([
      [3, 'Escouade tactique', '6 socles', 450],
      [1, 'Escouade Alpha', '4 socles', 200],
      [1, 'Terminators', '4 socles', 200],
    ]);
    // d3 has no count (the default, 6): still identical to d1 and d2.
    expect(company.units[0]?.selections).toEqual(['d1', 'd2', 'd3']);
    expect(printedIds(model).sort()).toEqual(['c1', 'd1', 'd2', 'd3', 'd4', 'd5', 'h1', 'l1', 's1']);
  });

  it('shows stat lines, weapons with profiles, options, attached characters and transport load', () => {
    const model = build(netepicCase());
    const alpha = find(model, 'Escouade Alpha');
    expect(alpha.entryName).toBe('Escouade tactique');
    expect(alpha.statLines).toEqual([
      {
        name: 'Escouade tactique',
        stats: [
          { id: 'mvt', label: 'Mvt', value: '10cm' },
          { id: 'svg', label: 'Svg', value: '6+' },
          { id: 'caf', label: 'CAF', value: '+1' },
        ],
      },
      {
        name: 'Rhino',
        stats: [
          { id: 'mvt', label: 'Mvt', value: '25cm' },
          { id: 'svg', label: 'Svg', value: '5+' },
          { id: 'caf', label: 'CAF', value: '0' },
        ],
      },
    ]);
    expect(alpha.weapons.map((w) => [w.name, w.count, w.profiles[0]?.range, w.profiles[0]?.rules])).toEqual([
      ['Bolter', 1, '50cm', []],
      ['Lance-missiles', 1, '75cm', ['Perforant']],
    ]);
    expect(alpha.options).toEqual(['3× Rhino', 'Lance-missiles']);
    expect(alpha.abilities).toEqual(['Transport (2)']);
    expect(alpha.transport).toEqual({
      used: 5,
      capacity: 6,
      text: '5/6',
      passengers: ['Escouade Alpha', 'Capitaine'],
      harnessed: false,
    });
    expect(alpha.attached.map((a) => [a.name, a.abilities])).toEqual([
      ['Capitaine', ['Personnage Lié', 'Élite (1)']],
    ]);
    expect(find(model, 'Terminators').embarkedIn).toBe('Land Raider');
    expect(find(model, 'Land Raider').weapons[0]).toMatchObject({ name: 'Canon laser jumelé', count: 2 });
    expect(build(netepicCase(), 'en').sections[0]?.units[0]).toMatchObject({
      name: 'Tactical squad',
      countText: '6 bases',
    });
  });

  it('gives the derived figures: Elite pool with its breakdown', () => {
    expect(build(netepicCase()).figures).toEqual([
      {
        id: 'elitePool',
        label: 'Réserve Élite',
        value: '3',
        details: ['Terminators +2 (détachement)', 'Capitaine +1 (personnage lié)'],
      },
    ]);
    expect(build(netepicCase(), 'en').figures[0]?.details).toEqual([
      'Terminators +2 (detachment)',
      'Captain +1 (attached character)',
    ]);
  });

  it('has a glossary of only the rules used, each once, sorted, full text where imported', () => {
    const fr = build(netepicCase());
    expect(fr.glossary.map((g) => g.name)).toEqual([
      'Anti-char',
      'Canon laser jumelé',
      'Élite',
      'Perforant',
      'Personnage Lié',
      'Transport',
    ]);
    const byId = Object.fromEntries(fr.glossary.map((g) => [g.id, g]));
    // Infiltration exists in the catalogue but no unit has it.
    expect(byId.infiltration).toBeUndefined();
    expect(byId['personnage-lie']).toMatchObject({ fullText: true });
    expect(byId['personnage-lie']?.text).toMatch(
      /^Un personnage lié rejoint un détachement au déploiement\.\n\n/,
    );
    // Perforant has an English text only: French falls back to our summary.
    expect(byId.perforant).toMatchObject({ fullText: false, text: 'Ignore la sauvegarde de couvert.' });
    expect(byId.transport?.note).toBe('socles transportés');
    const en = build(netepicCase(), 'en');
    expect(en.glossary.find((g) => g.id === 'perforant')).toMatchObject({
      name: 'Armour Piercing',
      fullText: true,
      text: 'Armour Piercing weapons ignore cover saves.\nThey still roll to hit.',
    });
    // The twin lascannon's imported text is French only.
    expect(en.glossary.some((g) => g.kind === 'weapon')).toBe(false);
    expect(en.glossary.map((g) => g.name)).toEqual([
      'Anti-tank',
      'Armour Piercing',
      'Attached Character',
      'Elite',
      'Transport',
    ]);
  });
});

describe('printable roster: other games are grouped by entry kind', () => {
  it('Deadzone: kinds in the game order, items, other cost types, Tacticien dice', () => {
    const model = build(deadzoneCase(), 'en');
    expect(model.sections.map((s) => [s.title, s.points])).toEqual([
      ['Leaders', 30],
      ['Troops', 85],
      ['Specialists', 28],
      ['Support', 45],
    ]);
    expect(model.sections[1]?.units.map((u) => [u.multiplier, u.name, u.items, u.otherCosts])).toEqual([
      [3, 'Enforcer', [], [{ id: 'vp', label: 'Victory points', value: 6 }]],
      [1, 'Enforcer', ['Medi-pack'], [{ id: 'vp', label: 'Victory points', value: 2 }]],
    ]);
    expect(find(model, 'Kane')).toMatchObject({ entryName: 'Pathfinder', items: ['2× Grenades'] });
    expect(find(model, 'Kane').weapons[0]?.profiles[0]?.rules).toEqual(['Blast (1)']);
    expect(model.figures).toEqual([
      { id: 'tacticianDice', label: 'Command dice', value: '2', details: ['Enforcer Commander'] },
      { id: 'cost:vp', label: 'Victory points', value: '17', details: [] },
    ]);
    expect(model).toMatchObject({ valid: false, verdict: 'Invalid list — 1 error', points: 188 });
    expect(model.glossary.map((g) => g.name)).toEqual(['Blast', 'Medic', 'Tactician', 'Vehicle']);
  });

  it('Freebooter’s Fate: doubloons, actions listed once, melee weapons without range', () => {
    const model = build(freebootersCase());
    expect(model.pointsLabel).toBe('Doublons');
    expect(model.pointsUnit).toBe('doublons');
    expect(model.sections.map((s) => s.title)).toEqual([
      'Leaders',
      'Suivants',
      'Spécialistes',
      'Mercenaires',
    ]);
    const gunner = find(model, 'Canonnier');
    expect(gunner.options).toEqual(['Bordée']);
    expect(gunner.abilities).toEqual([]);
    expect(model.glossary.find((g) => g.id === 'bordee')?.note).toBe('Action complexe');
    const captain = find(model, 'Capitaine Lafitte');
    expect(captain.weapons.map((w) => [w.name, w.count, w.profiles[0]?.range, w.profiles[0]?.note])).toEqual([
      ['Sabre', 1, '', 'corps-à-corps uniquement'],
      ['Pistolet', 2, '8"', undefined],
    ]);
    expect(model.figures).toEqual([]);
  });

  it('Antares: range bands with per-band values, firing modes, several profiles, unit bonuses', () => {
    const model = build(antaresCase(), 'en');
    const team = find(model, 'Compression cannon team');
    expect(team.statLines.map((l) => l.name)).toEqual(['Crew', 'Platform']);
    expect(team.weapons[0]?.profiles).toEqual([
      {
        mode: 'Direct fire',
        range: 'Effective 20" (SV 7) · Long 30" (SV 6) · Extreme 50" (SV 5)',
        stats: [],
        rules: [],
      },
      {
        mode: 'Overhead fire',
        range: '10"–50"',
        stats: [{ id: 'sv', label: 'SV', value: '4' }],
        rules: ['Blast (D4)'],
      },
    ]);
    expect(find(model, 'AI Command Squad')).toMatchObject({
      countText: '4 models + 1 drone',
      bonuses: ['Res +1', 'Acc +3', '1 Medic reroll'],
      points: 162,
      items: ['Shield drone'],
      abilities: ['Reflex armour'],
    });
    expect(model.sections[0]?.units[1]).toMatchObject({ multiplier: 2, points: 242, pointsEach: 121 });
    expect(find(model, 'AI Command Squad').weapons[0]?.profiles[0]?.rules).toEqual(['Rapid fire (2)']);
    expect(find(model, 'Compression cannon team').bonuses).toEqual([]);
    expect(model.figures).toEqual([
      {
        id: 'composition',
        label: 'Force organisation',
        // A category the list neither holds nor needs is left out (strategic here).
        value: 'Tactical 3 (2–6) · Support 1 (0–3) · Auxiliary 0 (1–2)',
        details: [],
      },
    ]);
    expect(build(antaresCase(), 'fr').sections[0]?.units[0]?.bonuses).toEqual([
      'Rés +1',
      'Pré +3',
      '1 relance Médic',
    ]);
  });

  it('every game prints each selection exactly once', () => {
    for (const make of Object.values(EXPORT_CASES)) {
      const c = make();
      const model = build(c);
      expect(printedIds(model).sort()).toEqual(c.roster.selections.map((s) => s.id).sort());
    }
  });
});

describe('printable roster: defensive', () => {
  it('does not throw on unknown entries, abilities, weapons, options or items', () => {
    const c = deadzoneCase();
    const commander = c.catalogue.entries.find((e) => e.id === 'enf-commander')!;
    commander.abilities.push({ id: 'no-such-ability', param: 3 });
    commander.weapons.push({ id: 'no-such-weapon', count: 1 });
    const r = roster('deadzone', [
      { id: 'a', entry: 'enf-commander', options: { 'no-such-option': 1 }, items: { 'no-such-item': 2 } },
      { id: 'b', entry: 'no-such-entry', label: 'Ghost' },
      { id: 'c', entry: 'no-such-entry' },
    ]);
    // What the engine says of such entries in the app: the data does not have them.
    const unknown = ['b', 'c'].map((id) => issue('data.unknown-entry', { entryId: 'no-such-entry' }, [id]));
    const model = buildPrintableRoster({
      roster: r,
      catalogue: c.catalogue,
      result: validation(r, c.catalogue, { issues: unknown }),
      lang: 'en',
    });
    const commanderUnit = find(model, 'Enforcer Commander');
    expect(commanderUnit.abilities).toContain('no-such-ability (3)');
    expect(commanderUnit.weapons.map((w) => [w.name, w.profiles])).toContainEqual(['no-such-weapon', []]);
    expect(model.glossary.map((g) => g.id)).not.toContain('no-such-ability');
    const other = model.sections.at(-1)!;
    expect(other.title).toBe('Other units');
    expect(other.units.map((u) => [u.name, u.unknownEntry, u.points])).toEqual([
      ['Ghost', true, 0],
      ['no-such-entry', true, 0],
    ]);
    expect(model.issues.map((i) => i.message)).toContain(
      'The list holds an entry this game’s data does not have (removed or replaced in another revision): remove it.',
    );
  });

  it('survives loops in attachedTo and parent and prints every selection once', () => {
    const c = netepicCase();
    const r = roster('netepic', [
      { id: 'x', entry: 'sm-capitaine', attachedTo: 'y' },
      { id: 'y', entry: 'sm-capitaine', attachedTo: 'x' },
      { id: 'z', entry: 'sm-capitaine', attachedTo: 'x' },
      { id: 'p', entry: 'sm-escouade-tactique', parent: 'q' },
      { id: 'q', entry: 'sm-escouade-tactique', parent: 'p' },
    ]);
    const model = buildPrintableRoster({
      roster: r,
      catalogue: c.catalogue,
      result: validation(r, c.catalogue),
      lang: 'fr',
    });
    expect(printedIds(model).sort()).toEqual(['p', 'q', 'x', 'y', 'z']);
    // x and y, each in the loop and printed as a unit of its own, are identical: one line "2 × Capitaine".
    expect(find(model, 'Capitaine').selections).toEqual(['x', 'y']);
  });

  it('prints the figures the validation’s typed stats declare, naming an unknown selection by its id', () => {
    const c = netepicCase();
    const { elitePool: _elitePool, transports: _transports, ...stats } = c.result.stats;
    const result: ExportCase['result'] = {
      ...c.result,
      stats: { ...stats, tacticianDice: { dice: 1, from: 'nobody', redundant: ['h1'] } },
    };
    const model = buildPrintableRoster({ ...c, result, lang: 'en' });
    expect(model.figures).toEqual([
      { id: 'tacticianDice', label: 'Command dice', value: '1', details: ['nobody', 'no effect: Captain'] },
    ]);
    expect(find(model, 'Escouade Alpha').transport).toBeUndefined();
  });

  it('strips control characters from names and notes', () => {
    const c = netepicCase();
    const r = { ...c.roster, name: 'A\u001b[31mB\u0007', notes: 'x\u202Ey' };
    const model = buildPrintableRoster({ ...c, roster: r, lang: 'fr' });
    expect(model.title).toBe('A[31mB');
    expect(model.notes).toBe('xy');
  });
});

describe('printable roster: property', () => {
  it('never throws and prints every selection once, whatever the references', () => {
    const games = Object.keys(EXPORT_CASES) as (keyof typeof EXPORT_CASES)[];
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const maybeId = fc.option(fc.constantFrom(...ids), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.uniqueArray(
          fc.record({
            id: fc.constantFrom(...ids),
            pick: fc.nat(),
            parent: maybeId,
            attachedTo: maybeId,
            embarkedIn: maybeId,
            count: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
            label: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
          }),
          { selector: (s) => s.id, maxLength: 6 },
        ),
        fc.constantFrom('fr' as const, 'en' as const),
        (game, picks, lang) => {
          const c = EXPORT_CASES[game]();
          const entryIds = [...c.catalogue.entries.map((e) => e.id), 'unknown-entry'];
          const present = new Set(picks.map((p) => p.id));
          const keep = (id: string | undefined) => (id !== undefined && present.has(id) ? id : undefined);
          const r = roster(
            game,
            picks.map((p) => {
              const s: Parameters<typeof roster>[1][number] = {
                id: p.id,
                entry: entryIds[p.pick % entryIds.length]!,
              };
              if (keep(p.parent) && p.parent !== p.id) s.parent = p.parent;
              if (keep(p.attachedTo) && p.attachedTo !== p.id) s.attachedTo = p.attachedTo;
              if (keep(p.embarkedIn) && p.embarkedIn !== p.id) s.embarkedIn = p.embarkedIn;
              if (p.count !== undefined) s.count = p.count;
              if (p.label !== undefined) s.label = p.label;
              return s;
            }),
          );
          const input = { roster: r, catalogue: c.catalogue, result: validation(r, c.catalogue), lang };
          const model = buildPrintableRoster(input);
          expect(printedIds(model).sort()).toEqual(picks.map((p) => p.id).sort());
          for (const format of ['html', 'md', 'txt', 'txt-compact'] as const) renderRoster(format, input);
        },
      ),
      { numRuns: 300 },
    );
  });
});
