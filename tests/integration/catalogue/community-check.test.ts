/**
 * The built-in catalogue against the community data (../shared/bsdata), by the community id each
 * built-in entry records: costs, the models a unit's price includes, and option limits must agree,
 * except where `db/catalogue/<game>/notes/community.json` lists a deliberate correction.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareWithCommunity,
  indexCommunity,
  matchingCatalogue,
  type CommunityNotes,
} from '../../../src/core/bsdata/community-check';
import { DataIndex } from '../../../src/core/engine/data-index';
import type { Catalogue, GameSystem } from '../../../src/core/catalogue/model';
import { builtinGames, builtinIndex, CATALOGUE_ROOT } from '../../helpers/builtin-data';
import { communityFiles } from '../../helpers/community-data';
import { sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';

function notesPath(game: string): string {
  return join(CATALOGUE_ROOT, game, 'notes', 'community.json');
}

function notesOf(game: string): CommunityNotes {
  return JSON.parse(readFileSync(notesPath(game), 'utf8')) as CommunityNotes;
}

if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);

describe.skipIf(!sharedAvailable)('built-in catalogue against the community data (../shared/bsdata)', () => {
  for (const data of builtinGames()) {
    const game = data.gameSystem.id;
    // A game's rules and corrections are being authored until its data note exists (issue 11).
    if (!existsSync(notesPath(game))) continue;
    it(`${game}: every recorded entry agrees with the community data or is a listed correction`, () => {
      const notes = notesOf(game);
      const files = communityFiles(game);
      const definitions = indexCommunity(files);
      expect(definitions.size, 'community entries read').toBeGreaterThan(0);
      const gameSystem = files.find((file): file is GameSystem => file.kind === 'gameSystem')!;
      const community = new DataIndex({
        gameSystem,
        catalogues: files.filter((file): file is Catalogue => file.kind === 'catalogue'),
      });
      const ours = builtinIndex(game);
      const differences = data.catalogues.flatMap((catalogue) => {
        const theirs = matchingCatalogue(catalogue, community);
        expect(theirs, `community catalogue of ${catalogue.id}`).toBeDefined();
        return compareWithCommunity(
          catalogue,
          { index: ours, catalogueId: catalogue.id },
          { index: community, catalogueId: theirs! },
          definitions,
          notes,
        ).map((difference) => ({ catalogue: catalogue.id, ...difference }));
      });
      expect(differences).toEqual([]);
    });

    it(`${game}: every listed correction says why`, () => {
      for (const correction of notesOf(game).corrections) expect(correction.why.length).toBeGreaterThan(10);
    });
  }
});
