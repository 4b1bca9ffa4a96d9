/**
 * Issue #27: the builder's view of every NetEpic FR codex (core/catalogue/faction-view.ts, made from the
 * built-in data as builtin-factions.ts makes it) speaks of its entries as the game does: every entry
 * has a kind NetEpic knows (compagnie, détachement, carte de soutien…, which the panels and prints
 * translate), never an army category's English name; and every unit the source gives statistics
 * shows a stat line (checked where ../shared/netepic-fr-v3 is present).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factionView } from '../../../src/core/catalogue/faction-view';
import { gameFileSchema } from '../../../src/core/catalogue/schema';
import { ENTRY_KINDS } from '../../../src/core/catalogue/entry-types';
import type { AbilityInfo, FactionCatalogue, GameInfo } from '../../../src/core/catalogue/view-types';
import { readBindings } from '../../../src/main/game-data/read-bindings';
import { CATALOGUE_ROOT } from '../../helpers/builtin-data';
import {
  CODICES,
  NETEPIC_FR_SOURCE_MISSING,
  netepicFrSourceAvailable,
  readCodexSource,
} from '../../helpers/netepic-fr-source/codices';
import { statKey, unitKey } from '../../helpers/netepic-fr-source/names';
import type { UnitProfileRow } from '../../helpers/netepic-fr-source/profiles';
import { netepicData, netepicIndex } from './codex-list';

const gameFile = gameFileSchema.parse(
  JSON.parse(readFileSync(join(CATALOGUE_ROOT, 'netepic', 'glossary.json'), 'utf8')),
);
const game: GameInfo = { ...gameFile.game, factionCount: 0 };
/** The game's glossary abilities, as the catalogue's database gives them to the view. */
const glossary: AbilityInfo[] = gameFile.abilities.map((ability) => ({
  ...ability,
  game: 'netepic',
  faction: null,
  parameter: ability.parameter ?? null,
  ruleKind: ability.ruleKind ?? null,
  restriction: null,
  actionType: null,
  fullText: null,
}));
const binding = readBindings(join(CATALOGUE_ROOT, '..', 'bindings')).find((each) => each.game === 'netepic');
const KINDS: readonly string[] = ENTRY_KINDS.netepic;

function viewOf(catalogueId: string): FactionCatalogue {
  return factionView({
    index: netepicIndex(),
    data: netepicData(),
    catalogueId,
    game,
    builtin: { glossary, ...(binding ? { binding } : {}), sources: [] },
  });
}

const STATS = [
  ['move', 'mvt'],
  ['save', 'svg'],
  ['caf', 'caf'],
  ['morale', 'moral'],
] as const;

/**
 * A statistic's figures, its words aside: the view shows the French value ("Lié", "2+/Fiche", "5+
 * fixe") of the source's English one ("Attached", "2+/Sheet", "5+ fixed").
 */
function figures(value: string): string {
  return statKey(value).replace(/\p{L}+/gu, '');
}

function shows(stats: Record<string, string>, row: UnitProfileRow): boolean {
  return STATS.every(([field, id]) => {
    const shown = stats[id] ?? '';
    return shown.trim() !== '' && figures(shown) === figures(row[field]);
  });
}

/** Every stat line the view shows (an entry's own, an option's), by unit name: "Hybrid" {mvt…}. */
function statLines(view: FactionCatalogue): Map<string, Record<string, string>[]> {
  const lines = new Map<string, Record<string, string>[]>();
  const add = (name: string, stats: Record<string, string>) =>
    lines.set(unitKey(name), [...(lines.get(unitKey(name)) ?? []), stats]);
  for (const entry of view.entries) {
    for (const profile of entry.profiles) add(profile.name?.en ?? '', profile.stats);
    for (const option of entry.options)
      if (option.stats) add(option.name.en.split(' › ').at(-1) ?? '', option.stats);
  }
  return lines;
}

describe.each(CODICES.map((codex) => [codex.catalogueId, codex] as const))(
  '%s in the builder',
  (id, codex) => {
    const view = viewOf(id);

    it('has entries, each of a kind the game knows', () => {
      expect(view.entries.length).toBeGreaterThan(0);
      const unknown = view.entries
        .filter((entry) => !KINDS.includes(entry.kind))
        .map((entry) => `${entry.name.en}: ${entry.kind}`);
      expect(unknown).toEqual([]);
    });

    it.skipIf(!netepicFrSourceAvailable)(
      'shows the stat line of every unit the source gives statistics',
      () => {
        const shown = statLines(view);
        const missing = readCodexSource(codex)
          .units.filter((row) => !STATS.every(([field]) => statKey(row[field]) === '-'))
          .filter((row) => !(shown.get(unitKey(row.name)) ?? []).some((stats) => shows(stats, row)))
          .map((row) => `${row.name}: ${STATS.map(([field]) => row[field]).join(' ')}`);
        expect(missing).toEqual([]);
      },
    );
  },
);

if (!netepicFrSourceAvailable) console.warn(NETEPIC_FR_SOURCE_MISSING);
