/**
 * The built-in catalogue as the builder gets it: each game's file (db/catalogue/<game>/game.json, its
 * description and glossary) and the faction view of each of the nine older factions' data
 * (db/catalogue/<game>, the nine whose lists were first written for the first model, FIRST_MODEL_FACTIONS), which must exercise every rule Muster
 * checks.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AbilityRef, GameFile, GameId, RuleKind } from '../../../src/core/catalogue/schema';
import type { CatalogueEntry } from '../../../src/core/catalogue/entry-types';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import { matchAbility, parseGlossary } from '../../../src/core/glossary';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-data';
import { readCatalogueFiles } from '../../../src/main/catalogue/read-catalogue-files';
import { builtinView } from '../../helpers/builtin-view';
import { seedFile, sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';
import { FIRST_MODEL_FACTIONS } from '../../../src/core/roster/migrate/data-paths';

const ROOT = resolve(import.meta.dirname, '../../../db/catalogue');
const files = readCatalogueFiles(ROOT);

interface BuiltinGame {
  game: GameFile;
  /** The views of the older factions' data. */
  factions: FactionCatalogue[];
}

const byGame: Record<string, BuiltinGame> = Object.fromEntries(
  files.games.map((g) => {
    const id = g.game.id;
    const catalogues = readBuiltinGame(ROOT, id)?.catalogues ?? [];
    const factions = catalogues
      .filter((catalogue) => FIRST_MODEL_FACTIONS.has(catalogue.id))
      .map((catalogue) => builtinView(id, catalogue.id));
    return [id, { game: g, factions }];
  }),
);

function game(id: GameId): BuiltinGame {
  const found = byGame[id];
  if (!found) throw new Error(`game ${id} missing from db/catalogue`);
  return found;
}

function ruleKindOf(faction: FactionCatalogue, ref: AbilityRef): RuleKind | undefined {
  return faction.abilities[ref.id]?.ruleKind ?? undefined;
}

/** Every ability reference an entry carries, on itself or through an option. */
function refsOf(e: CatalogueEntry): AbilityRef[] {
  return [...e.abilities, ...e.options.flatMap((o) => o.abilities)];
}

function entriesWith(gameId: GameId, kind: RuleKind) {
  return game(gameId).factions.flatMap((f) =>
    f.entries.filter((e) => refsOf(e).some((r) => ruleKindOf(f, r) === kind)),
  );
}

/** The own abilities of a game's factions (those the glossary keeps for one faction). */
function factionAbilities(g: BuiltinGame) {
  return g.factions.flatMap((f) => Object.values(f.abilities).filter((a) => a.faction !== null));
}

describe('built-in catalogue files', () => {
  it('hold the four games and validate against the schema and cross references', () => {
    expect(Object.keys(byGame).sort()).toEqual(['antares', 'deadzone', 'freebooters-fate', 'netepic']);
    expect(files.version).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keep a faction's own abilities for that faction alone, with their aliases and scope", () => {
    const algoryn = builtinView('antares', 'antares-algoryn');
    const hazard = algoryn.abilities['armure-hazard'];
    expect(hazard).toMatchObject({ faction: 'antares-algoryn', scope: 'item' });
    expect(hazard?.aliases).toContain('Hazard Armour');
    expect(builtinView('antares', 'antares-isorian').abilities['armure-hazard']).toBeUndefined();
  });

  it('have the required factions, each with enough entries for a real game', () => {
    const factions = (id: GameId) => game(id).factions.map((f) => f.faction.id);
    expect(factions('netepic')).toEqual(
      expect.arrayContaining(['netepic-space-marines', 'netepic-chaos', 'netepic-eldar']),
    );
    expect(factions('deadzone').length).toBeGreaterThanOrEqual(2);
    expect(factions('freebooters-fate')).toContain('freebooters-fate-imperiale-armada');
    expect(factions('freebooters-fate').length).toBeGreaterThanOrEqual(2);
    expect(factions('antares')).toContain('antares-algoryn');
    expect(factions('antares').length).toBeGreaterThanOrEqual(2);
    for (const g of Object.values(byGame))
      for (const f of g.factions)
        expect(f.entries.length, f.faction.id).toBeGreaterThanOrEqual(g.game.game.id === 'netepic' ? 15 : 10);
  });

  it('write every text in French and English', () => {
    for (const g of Object.values(byGame))
      for (const a of [...g.game.abilities, ...factionAbilities(g)]) {
        expect(a.summary.fr.length, a.id).toBeGreaterThan(10);
        expect(a.summary.en.length, a.id).toBeGreaterThan(10);
      }
  });

  it('exercise every NetEpic list-building rule', () => {
    const characters = entriesWith('netepic', 'attached-character');
    expect(characters.some((e) => e.class === 1)).toBe(true);
    expect(characters.some((e) => (e.class ?? 0) >= 2)).toBe(true);
    const g = game('netepic');
    const capacities = g.factions.flatMap((f) =>
      f.entries.flatMap((e) =>
        refsOf(e)
          .filter((r) => ruleKindOf(f, r) === 'transport')
          .map((r) => r.param ?? 0),
      ),
    );
    expect(capacities.some((c) => c > 0 && c < 6)).toBe(true);
    expect(capacities.some((c) => c >= 6)).toBe(true);
    expect(g.factions.some((f) => f.entries.some((e) => e.walker))).toBe(true);
    const elite = entriesWith('netepic', 'elite');
    expect(elite.some((e) => e.kind === 'detachement')).toBe(true);
    const [marines] = g.factions;
    expect(marines).toBeDefined();
    expect(elite.some((e) => refsOf(e).some((r) => ruleKindOf(marines!, r) === 'attached-character'))).toBe(
      true,
    );
    expect(
      g.factions.some((f) => f.entries.some((e) => e.kind === 'compagnie' && e.contains.length > 0)),
    ).toBe(true);
  });

  it('exercise every Deadzone rule: two Tacticien values, Pillard, Bestial, Véhicule, leader-only', () => {
    const g = game('deadzone');
    const tacticianValues = new Set(
      g.factions.flatMap((f) =>
        f.entries.flatMap((e) =>
          refsOf(e)
            .filter((r) => ruleKindOf(f, r) === 'tactician')
            .map((r) => r.param),
        ),
      ),
    );
    expect(tacticianValues.size).toBeGreaterThanOrEqual(2);
    for (const kind of ['looter', 'bestial', 'vehicle', 'leader-only'] as const)
      expect(entriesWith('deadzone', kind).length, kind).toBeGreaterThan(0);
    expect(g.factions.some((f) => f.items.length > 0)).toBe(true);
  });

  it('give Freebooter’s Fate actions restricted to named fighters', () => {
    const g = game('freebooters-fate');
    const restricted = g.game.abilities.filter((a) => a.ruleKind === 'restricted-action');
    const names = restricted.flatMap((a) => a.restriction?.names ?? []);
    expect(names).toEqual(expect.arrayContaining(['Farrador Barrigon']));
    expect(restricted.length).toBeGreaterThanOrEqual(3);
  });

  it('have Antares drones, probes and reflex armour', () => {
    for (const kind of ['compactor-drone', 'medic', 'shield-drone', 'probe', 'reflex-armour'] as const) {
      const g = game('antares');
      const inItems = g.factions.some((f) =>
        f.items.some((i) => i.abilities.some((r) => ruleKindOf(f, r) === kind)),
      );
      expect(entriesWith('antares', kind).length > 0 || inItems, kind).toBe(true);
    }
  });
});

describe.skipIf(!sharedAvailable)('the seeds’ glossaries are all in the catalogue', () => {
  if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);
  const cases = [
    ['000', 'deadzone'],
    ['001', 'netepic'],
    ['003', 'freebooters-fate'],
    ['004', 'antares'],
  ] as const;
  for (const [seed, gameId] of cases)
    it(`seed ${seed} → ${gameId}`, () => {
      const g = game(gameId);
      // Seed 004 also lists weapons: a block may describe an ability or a weapon.
      const candidates = [
        ...[...g.game.abilities, ...factionAbilities(g)].map((a) => ({
          id: a.id,
          names: [a.name.fr, a.name.en, ...a.aliases],
        })),
        ...[...g.game.weapons, ...g.factions.flatMap((f) => Object.values(f.weapons))].map((w) => ({
          id: `weapon:${w.id}`,
          names: [w.name.fr, w.name.en],
        })),
      ];
      const parsed = parseGlossary(readFileSync(seedFile(seed), 'utf8'));
      const missing = parsed.blocks.filter((b) => !matchAbility(b, candidates)).map((b) => b.name);
      expect(missing).toEqual([]);
    });
  it('seed 004’s Algoryn weapon table is in the catalogue with ranges, strike values and modes', () => {
    const g = game('antares');
    const weapons = [...g.game.weapons, ...g.factions.flatMap((f) => Object.values(f.weapons))];
    const find = (name: string) => weapons.find((w) => w.name.en === name || w.name.fr === name);
    const fractal = find('Fractal Cannon');
    expect(JSON.stringify(fractal)).toContain('2+1 max 10');
    const compression = find('Compression Cannon');
    const bands = compression?.profiles[0]?.ranges.map((r) => r.stats?.sv);
    expect(bands).toEqual(['7', '4', '2']);
    expect(find('Micro-X Launcher')?.profiles.length).toBe(2);
    expect(find('Plasma Carbine')?.profiles.length).toBe(2);
    for (const name of [
      'Mag Pistol',
      'Mag Repeater',
      'X-Howitzer',
      'Plasma Bombard',
      'Fractal Bombard',
      'Compression Bombard',
      'D-Spinner',
      'Solar Charges',
    ])
      expect(find(name), name).toBeDefined();
  });
});
