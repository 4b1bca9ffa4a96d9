/**
 * The builder's "Lier à…" and "Embarquer dans…" menus offer what Muster's rules on the game data say
 * (attachTargets, embarkTargets): every target offered is one the validation then accepts, and the
 * détachements the validation refuses (wrong class, another company, full) are not offered.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/core/engine/validate';
import type { ListCards } from '../../../src/core/roster/cards';
import { attachTargetsOf, embarkTargetsOf } from '../../../src/renderer/state/engine-targets';
import { useService } from '../../helpers/service';
import { treeOf } from '../../helpers/tree-of';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters/netepic');
const open = useService();

function fixture(name: string): ListCards {
  return JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as ListCards;
}

function move(roster: ListCards, id: string, key: 'attachedTo' | 'embarkedIn', target: string): ListCards {
  return {
    ...roster,
    selections: roster.selections.map((s) => (s.id === id ? { ...s, [key]: target } : s)),
  };
}

describe('targets offered by the rules', () => {
  it('every détachement offered to a Personnage Lié accepts it, the others do not', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'netepic-space-marines' });
    expect(catalogue.binding?.rules.attachedCharacter).toBeDefined();
    for (const name of ['legal-tactical-company', 'misplaced-characters']) {
      const roster = fixture(name);
      let offered = 0;
      for (const character of roster.selections) {
        const targets = attachTargetsOf(catalogue, treeOf(roster, catalogue), character.id);
        if (!targets || targets.length === 0) continue;
        const hosts = roster.selections.filter((s) => s.id !== character.id);
        for (const host of hosts) {
          const result = validate(move(roster, character.id, 'attachedTo', host.id), catalogue);
          const refused = result.issues.some(
            (issue) =>
              issue.code.startsWith('attached-character.') && issue.selections.includes(character.id),
          );
          const target = targets.find((candidate) => candidate.id === host.id);
          if (target) {
            offered += 1;
            // The room it has now (issue 26: "1 place libre sur 2", not what is left after joining).
            expect(target.free).toBeGreaterThanOrEqual(target.takes);
            expect(target.takes).toBe(1);
          }
          expect(refused, `${name}: ${character.id} → ${host.id}`).toBe(!target);
        }
      }
      expect(offered, name).toBeGreaterThan(0);
    }
  });

  it('every transport offered has room for the unit, with the places left', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'netepic-space-marines' });
    const roster = fixture('overloaded-transports');
    let offered = 0;
    for (const unit of roster.selections) {
      for (const target of embarkTargetsOf(catalogue, treeOf(roster, catalogue), unit.id) ?? []) {
        offered += 1;
        const result = validate(move(roster, unit.id, 'embarkedIn', target.id), catalogue);
        const refused = result.issues.some(
          (issue) => issue.code === 'transport.cannot-carry' && issue.selections.includes(unit.id),
        );
        expect(refused, `${unit.id} → ${target.id}`).toBe(false);
        expect(target.takes).toBeGreaterThanOrEqual(0);
        expect(target.free).toBeGreaterThanOrEqual(target.takes);
        expect(target.free).toBeLessThanOrEqual(target.of);
      }
    }
    expect(offered).toBeGreaterThan(0);
  });
});
