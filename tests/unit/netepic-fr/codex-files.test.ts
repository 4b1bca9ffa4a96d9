/**
 * Every NetEpic FR codex file as the project's reader gives it: one army force, every link of the
 * game resolved, and ids that start with its army and version (`tyranids-310-…`), each declared once
 * in the whole game, since a game's catalogues are indexed together (docs/netepic-fr-codices.md).
 */
import { describe, expect, it } from 'vitest';
import { CODICES } from '../../helpers/netepic-fr-source/codices';
import { misnamedIds, netepicIndex } from './codex-list';

describe('the NetEpic FR codex files', () => {
  it('are read by the project reader with every link resolved', () => {
    expect(netepicIndex().problems).toEqual([]);
  });

  it.each(CODICES.map((codex) => [codex.catalogueId, codex.catalogueId.replace(/^netepic-fr-/, '')]))(
    '%s has one force, and names every id after its army and version, each declared once in the game',
    (catalogueId, prefix) => {
      expect(
        netepicIndex()
          .topForceEntries(catalogueId)
          .map((force) => force.id),
      ).toEqual([`${prefix}-force`]);
      expect(misnamedIds(catalogueId)).toEqual({ unprefixed: [], shared: [] });
    },
  );
});
