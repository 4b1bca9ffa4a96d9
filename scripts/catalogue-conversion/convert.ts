/**
 * Converts the built-in catalogue (format v1, `db/catalogue/<game>/*.json`) into catalogue model v2
 * (`db/catalogue/<game>/v2/`), recording for each entry and option the id of the same definition in
 * the community data when `../shared/bsdata` is present. A one-time migration tool: the v2 files are
 * the source from then on and list-building rules are authored in them, so the tool never
 * overwrites a file that exists. While both formats exist, tests/integration/catalogue/
 * builtin-data.test.ts checks that they price every entry alike.
 *
 *   npx tsx scripts/catalogue-conversion/convert.ts            write the v2 files that do not exist yet
 *   npx tsx scripts/catalogue-conversion/convert.ts --record-ids <game>
 *                                                      refresh only the community ids of a game's files
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Catalogue, GameSystem, Profile, SelectionEntry } from '../../src/core/catalogue/model';
import type { Ability, FactionFile } from '../../src/core/catalogue/schema';
import { readDataFile } from '../../src/core/bsdata/read-data-file';
import { readCatalogueFiles } from '../../src/main/catalogue/read-catalogue-files';
import { bestMatch, BsdataNames, type BsdataEntry } from './bsdata-ids';
import { convertGame, weaponProfiles } from './convert-game';
import { convertFaction } from './convert-faction';

const root = resolve(import.meta.dirname, '../..');
const bsdataRoot = resolve(root, '../shared/bsdata');

/** The community files of a game, by file name. */
function readBsdata(game: string): Map<string, GameSystem | Catalogue> {
  const folder = join(bsdataRoot, game);
  const files = new Map<string, GameSystem | Catalogue>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder).filter((name) => /\.(gst|cat)$/.test(name))) {
    const read = readDataFile(readFileSync(join(folder, name), 'utf8'));
    if (read.ok) files.set(name, read.file);
  }
  return files;
}

/** The community catalogue a faction's sources name ("…, Enforcers 3rd Edition.cat (…)"). */
function bsdataCatalogueFor(
  faction: FactionFile,
  files: Map<string, GameSystem | Catalogue>,
): Catalogue | undefined {
  const sources = faction.faction.sources.join('\n');
  for (const [name, file] of files) if (file.kind === 'catalogue' && sources.includes(name)) return file;
  return undefined;
}

/**
 * Records community ids on a converted catalogue: root entries among the community catalogue's
 * entries, entries a card contains among the descendants of the card's match (a détachement inside
 * a company is not the support card of the same name), options among their entry's match.
 */
function recordIds(
  catalogue: Catalogue,
  faction: FactionFile,
  names: BsdataNames,
  bsdata: Catalogue,
): number {
  const candidates = names.catalogueEntries(bsdata);
  let recorded = 0;
  const v1ById = new Map(faction.entries.map((entry) => [entry.id, entry]));
  const matches = new Map<string, BsdataEntry>();
  const holderOf = new Map<string, string>();
  for (const entry of faction.entries)
    for (const slot of entry.contains) if (!holderOf.has(slot.entry)) holderOf.set(slot.entry, entry.id);
  const entries = [...(catalogue.selectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])];
  // Holders first: an entry a card contains is looked for under the card's match.
  const ordered = [...entries].sort((a, b) => Number(holderOf.has(a.id)) - Number(holderOf.has(b.id)));
  for (const entry of ordered) {
    const v1 = v1ById.get(entry.id);
    if (!v1) continue;
    const holder = holderOf.get(entry.id);
    const holderMatch = holder ? matches.get(holder) : undefined;
    const pool = holderMatch ? names.descendants(holderMatch.def) : candidates;
    const match = bestMatch(pool, v1.name.en) ?? (holder ? undefined : bestMatch(candidates, v1.name.en));
    if (!match) {
      delete entry.bsdataId;
      continue;
    }
    matches.set(entry.id, match);
    entry.bsdataId = match.id;
    recorded += 1;
    const below = names.descendants(match.def);
    const options: SelectionEntry[] = [
      ...(entry.selectionEntries ?? []),
      ...(entry.selectionEntryGroups ?? []).flatMap((group) => group.selectionEntries ?? []),
    ];
    for (const option of options) {
      const v1Option = v1.options.find((candidate) => candidate.id === option.id);
      const optionMatch = v1Option ? bestMatch(below, v1Option.name.en) : undefined;
      if (optionMatch) {
        option.bsdataId = optionMatch.id;
        recorded += 1;
      }
    }
  }
  return recorded;
}

function write(path: string, value: unknown): void {
  if (existsSync(path)) {
    console.log(`${path} exists: kept (authored rules live there)`);
    return;
  }
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** `--record-ids <game>`: refresh the community ids of that game's existing v2 files, nothing else. */
const recordOnly = process.argv.includes('--record-ids')
  ? process.argv[process.argv.indexOf('--record-ids') + 1]
  : undefined;

const files = readCatalogueFiles(join(root, 'db/catalogue'));
for (const { game, factions } of files.games) {
  if (recordOnly !== undefined && game.game.id !== recordOnly) continue;
  const abilities = new Map<string, Ability>();
  for (const ability of game.abilities) abilities.set(ability.id, ability);
  const gameSystem = convertGame(game, abilities);
  const bsdata = readBsdata(game.game.id);
  const names = new BsdataNames([...bsdata.values()]);
  const folder = join(root, 'db/catalogue', game.game.id, 'v2');
  mkdirSync(folder, { recursive: true });
  write(join(folder, 'game.json'), gameSystem);
  for (const faction of factions) {
    const own = new Map(abilities);
    for (const ability of faction.abilities) own.set(ability.id, ability);
    const profiles = new Map<string, Profile[]>();
    for (const weapon of [...game.weapons, ...faction.weapons])
      profiles.set(weapon.id, weaponProfiles(weapon, own));
    const catalogue = convertFaction(faction, {
      game,
      abilities: own,
      weaponProfiles: profiles,
      gameCategories: new Set((gameSystem.categoryEntries ?? []).map((category) => category.id)),
    });
    const bsdataCatalogue = bsdataCatalogueFor(faction, bsdata);
    const path = join(folder, `${faction.faction.id}.json`);
    if (recordOnly !== undefined) {
      const existing = JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
      const recorded = bsdataCatalogue ? recordIds(existing, faction, names, bsdataCatalogue) : 0;
      writeFileSync(path, `${JSON.stringify(existing, null, 2)}\n`);
      console.log(`${faction.faction.id}: ${recorded} community ids recorded`);
      continue;
    }
    const recorded = bsdataCatalogue ? recordIds(catalogue, faction, names, bsdataCatalogue) : 0;
    write(path, catalogue);
    console.log(
      `${game.game.id}/${faction.faction.id}: ${faction.entries.length} entries, ${recorded} community ids (${bsdataCatalogue ? String(bsdataCatalogue.name) : 'no community catalogue'})`,
    );
  }
}
