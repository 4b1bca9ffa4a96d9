/**
 * Issue 14 point 4: the desktop app, browser mode and the CLI share one database. A save says which
 * revision it was based on, and a save over a newer one is refused with `conflict`.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/main/service/dispatch';
import { useService } from '../helpers/service';

const open = useService();

describe('saving over a newer revision', () => {
  it('is refused with conflict; the newer revision and an explicit overwrite are accepted', async () => {
    const service = open();
    const roster = await service.handlers.createRoster({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Patrouille',
      pointsLimit: 150,
    });
    // Two windows open the same list; the first saves.
    const first = await dispatch(service.handlers, 'saveRoster', {
      roster: { ...roster, name: 'Fenêtre A' },
      baseRevision: roster.updatedAt,
    });
    expect(first.ok).toBe(true);
    const revision = first.ok ? (first.value as { updatedAt: string }).updatedAt : '';
    expect(revision).not.toBe(roster.updatedAt);

    const second = await dispatch(service.handlers, 'saveRoster', {
      roster: { ...roster, name: 'Fenêtre B' },
      baseRevision: roster.updatedAt,
    });
    expect(second).toMatchObject({ ok: false, error: { code: 'conflict', message: /changed elsewhere/ } });
    expect((await service.handlers.getRoster({ id: roster.id })).name).toBe('Fenêtre A');

    const next = await dispatch(service.handlers, 'saveRoster', {
      roster: { ...roster, name: 'Fenêtre A2' },
      baseRevision: revision,
    });
    expect(next.ok).toBe(true);
    const kept = await dispatch(service.handlers, 'saveRoster', { roster: { ...roster, name: 'Fenêtre B' } });
    expect(kept.ok).toBe(true);
    expect((await service.handlers.getRoster({ id: roster.id })).name).toBe('Fenêtre B');
  });

  it('gives every save a new revision, even two in the same millisecond', async () => {
    const service = open();
    const roster = await service.handlers.createRoster({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Vite',
      pointsLimit: 150,
    });
    const revisions = new Set<string>();
    let base = roster.updatedAt;
    for (let i = 0; i < 20; i++) {
      base = (await service.handlers.saveRoster({ roster, baseRevision: base })).updatedAt;
      revisions.add(base);
    }
    expect(revisions.size).toBe(20);
  });
});
