/**
 * The ids of every NetEpic FR codex file start with its army and version (`tyranids-310-…`) and are
 * declared once in the whole game: a game's catalogues are indexed together (docs/netepic-fr-codices.md).
 */
import { describe, expect, it } from 'vitest';
import { CODICES } from '../../helpers/netepic-fr-source/codices';
import { misnamedIds } from './codex-list';

describe('the NetEpic FR codices’ ids', () => {
  it.each(CODICES.map((codex) => [codex.catalogueId]))(
    '%s names every id after its army and version, each declared once in the game',
    (catalogueId) => {
      expect(misnamedIds(catalogueId)).toEqual({ unprefixed: [], shared: [] });
    },
  );
});
