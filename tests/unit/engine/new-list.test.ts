/**
 * A new list is made in the tree (engine/new-list.ts): the envelope the player gave, one force of the
 * chosen force entry and what that force requires, with ids that say which card owns each selection.
 * (Every force entry of the community data, chosen through the service: bsdata/every-force-legal.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { newList } from '../../../src/core/engine/new-list';
import { validateList } from '../../../src/core/engine/validate';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { idBelongsTo, mainForce } from '../../../src/core/roster/list';
import { codexView } from '../../helpers/codex-view';

const AT = '2026-03-01T10:00:00.000Z';
const bielTan = codexView('netepic-fr-biel-tan-310');

function made(force?: string) {
  const input = {
    id: 'new',
    name: 'Biel-Tan',
    game: 'netepic' as const,
    faction: bielTan.faction.id,
    pointsLimit: 3000,
    at: AT,
  };
  const list = newList(force === undefined ? input : { ...input, force }, bielTan);
  if (!list) throw new Error('the codex has game data: a list is made');
  return list;
}

describe('a new list', () => {
  it('holds one force with the root entries it requires, each card owning what it holds by its id', () => {
    const list = made();
    expect(list).toMatchObject({ id: 'new', name: 'Biel-Tan', gameSystemId: 'netepic', createdAt: AT });
    expect(list.updatedAt).toBe(AT);
    expect(Object.values(list.costLimits)).toEqual([3000]);
    const force = mainForce(list)!;
    expect(list.forces).toHaveLength(1);
    expect(force.catalogueId).toBe(bielTan.faction.id);
    const roots = force.selections;
    expect(roots.map((root) => root.entryId.split('::').at(-1))).toEqual(['biel-tan-310-avatar']);
    const inside = (root: RosterSelection): RosterSelection[] =>
      root.selections.flatMap((child) => [child, ...inside(child)]);
    for (const root of roots) {
      expect(root.id).not.toContain('.');
      for (const owned of inside(root)) expect(idBelongsTo(owned.id, root.id), owned.id).toBe(true);
    }
    // Made with what its force requires, the list is not short of it.
    const issues = validateList(list, bielTan).issues.map((issue) => issue.message.en);
    expect(issues.join('\n')).not.toMatch(/Avatar/);
  });

  it('is not made without game data', () => {
    const { gameData: _, ...withoutData } = bielTan;
    expect(
      newList(
        { id: 'x', name: 'x', game: 'netepic', faction: bielTan.faction.id, pointsLimit: 1, at: AT },
        withoutData,
      ),
    ).toBeUndefined();
  });
});
