/** The builder's view of a built-in NetEpic codex (core/catalogue/faction-view.ts), as the app makes it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { factionView } from '../../src/core/catalogue/faction-view';
import { gameFileSchema } from '../../src/core/catalogue/schema';
import type { FactionCatalogue, GameInfo } from '../../src/core/catalogue/view-types';
import { readBindings } from '../../src/main/game-data/read-bindings';
import { netepicData, netepicIndex } from '../unit/netepic-fr/codex-list';
import { CATALOGUE_ROOT } from './builtin-data';

export function codexView(catalogueId: string): FactionCatalogue {
  const gameFile = gameFileSchema.parse(
    JSON.parse(readFileSync(join(CATALOGUE_ROOT, 'netepic', 'glossary.json'), 'utf8')),
  );
  const game: GameInfo = { ...gameFile.game, factionCount: 0 };
  const binding = readBindings(join(CATALOGUE_ROOT, '..', 'bindings')).find(
    (each) => each.game === 'netepic',
  );
  const glossary = gameFile.abilities.map((ability) => ({
    ...ability,
    game: 'netepic' as const,
    faction: null,
    parameter: ability.parameter ?? null,
    ruleKind: ability.ruleKind ?? null,
    restriction: null,
    actionType: null,
    fullText: null,
  }));
  return factionView({
    index: netepicIndex(),
    data: netepicData(),
    catalogueId,
    game,
    builtin: { glossary, ...(binding ? { binding } : {}), sources: [] },
  });
}
