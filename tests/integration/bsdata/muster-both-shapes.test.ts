/**
 * The built-in NetEpic catalogue and the community data of the same armies (../shared/bsdata), each
 * unit alone in a list: the transports that both know carry as many bases in either, whether the
 * data writes Transport on the squadron (built-in) or on each vehicle (community), and the rule the
 * built-in catalogue lends never counts beside the data's own.
 */
import { describe, expect, it } from 'vitest';
import { withBuiltinKnowledge } from '../../../src/core/bsdata/builtin-overlay';
import type { GameData } from '../../../src/core/catalogue/model';
import { textIn } from '../../../src/core/catalogue/text';
import { DataIndex } from '../../../src/core/engine/data-index';
import { addForce, selectEntry, type EditContext } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import type { TreeRoster } from '../../../src/core/roster/tree';
import { builtinGames } from '../../helpers/builtin-data';
import { communityContext, communityData } from '../../helpers/community-data';
import { sharedAvailable } from '../../helpers/shared-material';

const netepic = () => communityContext('netepic').binding!;

/**
 * The transport loads of each root entry of a catalogue alone in a list ("own bases/places" of each
 * pool), keyed by its community id; `only` limits it to those ids (every company takes long).
 */
function loads(
  data: GameData,
  catalogueName: string,
  idOf: (id: string) => string | undefined,
  only?: Set<string>,
) {
  const index = new DataIndex(data);
  let next = 0;
  const context: EditContext = { index, newId: () => `s${(next += 1)}` };
  const catalogue = [...index.catalogues.values()].find((each) => textIn(each.name, 'en') === catalogueName)!;
  const empty: TreeRoster = {
    id: 'r',
    name: 'r',
    gameSystemId: index.gameSystem.id,
    costLimits: {},
    forces: [],
  };
  const out = new Map<string, string>();
  for (const root of index.selectableRoots(catalogue.id).values()) {
    const key = idOf(root.defId);
    if (!key || (only && !only.has(key))) continue;
    const added = addForce(context, empty, index.topForceEntries(catalogue.id)[0]!.id, catalogue.id);
    const roster = selectEntry(context, added.roster, added.createdId!, root.id).roster;
    const figures = runMusterRules(evaluateRoster(index, roster), netepic()).figures;
    const pools = figures
      .filter((figure) => figure.id === 'transport-load')
      .map((figure) => `${figure.value}/${figure.of}`)
      .sort();
    if (pools.length > 0) out.set(key, `${textIn(root.name, 'en')}: ${pools.join(' ')}`);
  }
  return out;
}

describe.skipIf(!sharedAvailable)('Transport on the built-in catalogue and on community data alike', () => {
  const builtin = builtinGames().find((game) => game.gameSystem.id === 'netepic')!;
  const bsdataIds = new Map<string, string>();
  for (const catalogue of builtin.catalogues)
    for (const entry of [...(catalogue.sharedSelectionEntries ?? []), ...(catalogue.selectionEntries ?? [])])
      if (entry.bsdataId) bsdataIds.set(entry.id, entry.bsdataId);
  // Read only where ../shared is: a skipped suite's body is still run to collect its tests.
  const community = sharedAvailable ? withBuiltinKnowledge(communityData('netepic'), builtin) : undefined;

  it.each([
    ['Space Marines', 'Space Marines'],
    ['Chaos', 'Chaos'],
    ['Eldar', 'Eldar'],
  ])(
    '%s: every unit with transports carries the same bases in either',
    (builtinName, communityName) => {
      const ours = loads(builtin, builtinName, (id) => bsdataIds.get(id));
      const theirs = loads(community!, communityName, (id) => id, new Set(ours.keys()));
      expect(theirs.size).toBeGreaterThan(3);
      const capacity = (line: string) => line.slice(line.indexOf(':'));
      for (const [id, line] of theirs) expect(`${line.split(':')[0]}${capacity(ours.get(id)!)}`).toBe(line);
      if (builtinName === 'Space Marines') {
        const byName = new Map([...ours.values()].map((line) => [line.split(':')[0], capacity(line)]));
        expect(byName.get('Rhino Squadron')).toBe(': 0/6');
        expect(byName.get('Thunderhawk Gunship')).toBe(': 0/6');
      }
      if (builtinName === 'Eldar') {
        const byName = new Map([...ours.values()].map((line) => [line.split(':')[0], capacity(line)]));
        expect(byName.get('Wave Serpent Squadron')).toBe(': 0/4');
      }
    },
    300_000,
  );
});
