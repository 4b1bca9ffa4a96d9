/**
 * Freebooter's Fate crew rules as data (db/catalogue/freebooters-fate): each faction's force entry
 * (leader, follower ratio of specialists, the slot a mercenary takes, the mercenary cap, the named
 * pair that opens a slot), fighters only available under a leader or a handler, actions reserved to
 * named fighters or traits, and the equipment a fighter may carry. Each rule has a roster that breaks it and one that respects it, in
 * tests/fixtures/rules/freebooters-fate, evaluated by the generic engine.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SelectionEntry } from '../../../src/core/catalogue/model';
import { builtinGames, evaluateBuiltinFile, verdictKeys } from '../../helpers/builtin-data';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rules/freebooters-fate');
const AMZ = 'freebooters-fate-amazonen-force';
const ARM = 'freebooters-fate-imperiale-armada-force';

/** Each fixture with the verdicts it must give: none for a crew a player would field. */
const EXPECTED: Record<string, string[]> = {
  // Legal crews.
  'amazonen-pehua-honour-guard.json': [],
  'amazonen-kin-pair.json': [],
  'armada-two-mercenaries.json': [],
  'armada-jarrono-honour-guard.json': [],
  'armada-theresa-with-almirante.json': [],
  // One leader.
  'armada-no-leader.json': [`data.min-selections@${ARM}.leader.min`],
  'armada-two-leaders.json': [`data.max-selections@${ARM}.leader.max`],
  // At least one follower (and so no specialist slot).
  'amazonen-no-follower.json': [
    `data.max-selections@${AMZ}.specialist.max`,
    `data.min-selections@${AMZ}.follower.min`,
  ],
  // One specialist per follower; Cuamotla and Tetecuinoa together open one more.
  'amazonen-specialists-over-followers.json': [`data.max-selections@${AMZ}.specialist.max`],
  // A mercenary takes a specialist's slot.
  'amazonen-mercenary-takes-a-slot.json': [`data.max-selections@${AMZ}.specialist.max`],
  // Mercenary caps: one for the Amazons, two for the Imperial Armada.
  'amazonen-two-mercenaries.json': [`data.max-selections@${AMZ}.mercenary.max`],
  'armada-three-mercenaries.json': [`data.max-selections@${ARM}.mercenary.max`],
  // Honour guards only under their leader, never beside the ordinary followers.
  'amazonen-honour-guard-without-pehua.json': ['data.hidden-selected@hidden', 'data.hidden-selected@hidden'],
  'armada-honour-guard-without-jarrono.json': ['data.hidden-selected@hidden', 'data.hidden-selected@hidden'],
  'amazonen-honour-guard-mixed.json': [
    'data.max-selections@amz-matqueh-garde-d-honneur.honour-guard',
    'data.max-selections@amz-matqueh.honour-guard',
  ],
  // Theresa does not serve the exorcist Cazador Comedreja.
  'armada-theresa-with-cazador.json': ['data.max-selections@arm-theresa.max-roster'],
  // Animals come with their handler, up to the handler's number.
  'amazonen-four-oncas.json': ['data.max-selections@amz-tecuani.onca.max'],
  'amazonen-onca-without-tecuani.json': ['data.misplaced-entry@data'],
  // Restricted actions exist only on the fighters allowed to take them.
  'armada-bribery-on-almirante.json': ['data.misplaced-entry@data'],
  'amazonen-invocation-on-pehua.json': ['data.misplaced-entry@data'],
  // Equipment: 3 pieces per fighter, one fewer per large or rare piece; a rare piece once per crew;
  // mystics' and leaders' equipment only for them.
  'amazonen-equipment.json': [],
  'armada-leader-pipe.json': [],
  'amazonen-too-much-equipment.json': ['data.max-selections@freebooters-fate-amazonen.equipment.max'],
  'amazonen-rare-twice.json': ['data.max-selections@amz-eq-porte-bonheur.max-roster'],
  'armada-equipment-not-for-them.json': ['data.hidden-selected@hidden', 'data.hidden-selected@hidden'],
};

describe("Freebooter's Fate crew rules as data", () => {
  it('has an expectation for every fixture', () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`${file}: ${expected.length === 0 ? 'legal' : expected.join(', ')}`, () => {
      const evaluation = evaluateBuiltinFile(resolve(FIXTURES, file));
      expect(verdictKeys(evaluation.verdicts)).toEqual(expected);
    });
  }

  it('stays within 500 doubloons in every legal crew', () => {
    for (const [file, expected] of Object.entries(EXPECTED)) {
      if (expected.length > 0) continue;
      const doubloons = evaluateBuiltinFile(resolve(FIXTURES, file)).costs.get('doubloons') ?? 0;
      expect(doubloons, file).toBeGreaterThan(300);
      expect(doubloons, file).toBeLessThanOrEqual(500);
    }
  });
});

/** Seed 003's "… uniquement" / "… seulement": who may take each restricted action. */
const RESTRICTED: Record<string, { entries?: string[]; traits?: string[] }> = {
  corruption: { entries: ['arm-farrador-barrigon'] },
  camouflage: { entries: ['amz-tapayaxin'] },
  'distribution-d-equipement': { entries: ['arm-torpe'] },
  'eriger-une-barricade': { entries: ['arm-ahondaro'] },
  invocation: { traits: ['trait-mystique'] },
  concentration: { traits: ['trait-mystique', 'trait-exorciste'] },
  expulser: { traits: ['trait-mystique', 'trait-exorciste'] },
  // Fighters of factions Muster does not ship: the action is offered nowhere.
  'fermer-le-baril': {},
  'baiser-de-la-mort': {},
  'arme-empoisonnee': {},
  'course-des-ombres': {},
};

describe("Freebooter's Fate restricted actions", () => {
  const data = builtinGames().find((game) => game.gameSystem.id === 'freebooters-fate')!;

  it('offers each restricted action only on the fighters allowed to take it', () => {
    const misplaced: string[] = [];
    let offered = 0;
    for (const catalogue of data.catalogues) {
      for (const fighter of catalogue.selectionEntries ?? []) {
        const traits = new Set((fighter.categoryLinks ?? []).map((link) => link.targetId));
        for (const option of fighter.selectionEntries ?? []) {
          const rules = (option.infoLinks ?? []).map((link) => link.targetId);
          for (const rule of rules.filter((id) => id in RESTRICTED)) {
            offered += 1;
            const allowed = RESTRICTED[rule]!;
            const byName = allowed.entries?.includes(fighter.id) ?? false;
            const byTrait = allowed.traits?.some((trait) => traits.has(trait)) ?? false;
            if (!byName && !byTrait) misplaced.push(`${fighter.id}: ${rule}`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
    expect(offered).toBeGreaterThan(10);
  });

  it('hides a trait-reserved action on a fighter without the trait', () => {
    const traitOptions: SelectionEntry[] = data.catalogues.flatMap((catalogue) =>
      (catalogue.selectionEntries ?? []).flatMap((fighter) =>
        (fighter.selectionEntries ?? []).filter((option) => RESTRICTED[option.id]?.traits),
      ),
    );
    expect(traitOptions.length).toBeGreaterThan(0);
    for (const option of traitOptions) {
      const hide = option.modifiers?.find((modifier) => modifier.field === 'hidden');
      expect(
        hide?.conditions?.map((condition) => [condition.type, condition.childId]),
        option.id,
      ).toEqual(RESTRICTED[option.id]!.traits!.map((trait) => ['notInstanceOf', trait]));
    }
  });
});
