/**
 * What the app shows of its built-in factions, held in golden files written by our own code from our
 * own data: the games and their faction counts, the factions in their order, the catalogue listing of
 * every built-in faction (entries, prices, counts, characteristics), the abilities of each game and of
 * each of the nine older factions, what an imported glossary's rules are matched to, the builder's
 * catalogue of the nine (units, options, prices, weapons, abilities) and the saved lists of every game
 * printed in text, Markdown and HTML, French and English. They were written while the nine still had a
 * catalogue of the first model (db/catalogue/<game>/<faction>.json): the listings from the API, the
 * catalogues and prints from the faction view of their data that replaced it (equal to the first
 * model's by the parity test of then, tests/unit/catalogue/first-model-parity.test.ts in the history).
 * Read from the faction view, the listing gained what the view shows beyond the first model (the
 * Antares Army Options) and lists NetEpic's entries in the data's order (the catalogue panel groups
 * them by kind); the faction the builder gets is the one the listing gives. When the first model's
 * files went, the Algoryn and Isorian rules of their own came back to what the app showed of them
 * (aliases and scope: game.json keeps them for their faction), a NetEpic faction's game counts the game's
 * sixteen factions as the listing does, and a glossary's rules may match the codices' weapons too.
 *
 * After an intended change, rewrite them and review the diff:
 *
 *   UPDATE_GOLDEN=1 npx vitest run tests/integration/catalogue/builtin-golden.test.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoster } from '../../../src/core/export';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import type { MusterService } from '../../../src/main/service/create-service';
import { useService } from '../../helpers/service';
import { glossaryCandidates } from '../../../src/main/catalogue/import-glossary';
import { GAME_IDS } from '../../../src/core/catalogue/schema';

const GOLDEN = resolve(import.meta.dirname, '../../golden/builtin');
const ROSTERS = resolve(import.meta.dirname, '../../fixtures/rosters');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const openService = useService();

/** A fixed footer: the golden files are the same whatever the day, Muster's and the data's versions. */
const PROVENANCE = {
  musterVersion: '9.8.7',
  date: '2026-03-01',
  builtinCatalogueVersion: '0123456789abcdef0123456789abcdef',
};

/** The nine factions that had a catalogue of the first model. */
const NINE = [
  'netepic-space-marines',
  'netepic-chaos',
  'netepic-eldar',
  'deadzone-enforcers',
  'deadzone-marauders',
  'freebooters-fate-amazonen',
  'freebooters-fate-imperiale-armada',
  'antares-algoryn',
  'antares-isorian',
];

function matchesGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (UPDATE) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: run UPDATE_GOLDEN=1 npx vitest run tests/integration/catalogue/builtin-golden.test.ts`,
    );
  const golden = readFileSync(file, 'utf8');
  if (name.endsWith('.json')) expect(asShown(actual), name).toEqual(asShown(golden));
  else expect(actual, name).toBe(golden);
}

/**
 * JSON as what the app shows of it: the order of an object's keys is no part of it, nor that of an
 * ability's aliases (the other names a search finds it by).
 */
function asShown(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) =>
    key === 'aliases' && Array.isArray(value) ? [...(value as string[])].sort() : value,
  );
}

/** What a glossary's rule may be matched to in a game, by id: each with its names, sorted. */
function glossaryNames(service: MusterService, game: string) {
  return glossaryCandidates(service.context, game)
    .map(({ id, names }) => ({ id, names: [...new Set(names)].sort() }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** The builder's catalogue as the renderer reads it; the game data and binding are the engine's input. */
function shown(catalogue: FactionCatalogue) {
  const { gameData: _gameData, binding: _binding, ...rest } = catalogue;
  return rest;
}

/** The built-in catalogue of a faction as the app serves it. */
async function catalogueOf(service: MusterService, faction: string): Promise<FactionCatalogue> {
  return (await service.handlers.getFactionCatalogue({ faction })) as FactionCatalogue;
}

describe('the built-in catalogue as the app shows it', () => {
  it('lists the games with their faction counts, and the built-in factions in their order', async () => {
    const service = openService();
    matchesGolden('games.json', json(await service.handlers.listGames({})));
    const factions = (await service.handlers.listFactions({})).filter((faction) => !faction.community);
    matchesGolden('factions.json', json(factions));
  });

  it('lists the entries of every built-in faction, with their prices, counts and characteristics', async () => {
    const service = openService();
    const factions = (await service.handlers.listFactions({})).filter((faction) => !faction.community);
    expect(factions.length).toBeGreaterThan(NINE.length);
    for (const faction of factions)
      matchesGolden(
        `entries/${faction.id}.json`,
        json(await service.handlers.listEntries({ faction: faction.id })),
      );
  });

  it("lists each game's abilities, and each faction's with its own", async () => {
    const service = openService();
    for (const game of await service.handlers.listGames({}))
      matchesGolden(
        `abilities/${game.id}.json`,
        json(await service.handlers.listAbilities({ game: game.id })),
      );
    const factions = await service.handlers.listFactions({});
    for (const faction of NINE) {
      const { game } = factions.find((candidate) => candidate.id === faction)!;
      matchesGolden(
        `abilities/${faction}.json`,
        json(await service.handlers.listAbilities({ game, faction })),
      );
    }
  });

  it('matches the rules of an imported glossary to the same abilities and weapons', () => {
    const service = openService();
    for (const game of GAME_IDS)
      matchesGolden(`glossary-names/${game}.json`, json(glossaryNames(service, game)));
  });

  it.each(NINE)("gives the builder %s's units, options, prices, weapons and abilities", async (faction) => {
    const service = openService();
    matchesGolden(`catalogues/${faction}.json`, json(shown(await catalogueOf(service, faction))));
  });
});

const LISTS = readdirSync(ROSTERS).flatMap((game) =>
  readdirSync(join(ROSTERS, game)).map((file) => `${game}/${file}`),
);

describe.each(LISTS)('the saved list %s', (list) => {
  it('prints in text, Markdown and HTML, in French and English, as it did', async () => {
    const service = openService();
    const roster = readRoster(readFileSync(join(ROSTERS, list), 'utf8'));
    const catalogue = await catalogueOf(service, roster.faction);
    // Printed as the app prints it: the cards of the list read against its faction's data.
    const { roster: checked, result } = await service.handlers.validateRoster({ roster });
    for (const lang of ['fr', 'en'] as const)
      for (const format of ['txt', 'md', 'html'] as const) {
        const printed = renderRoster(format, {
          roster: checked,
          catalogue,
          result,
          lang,
          fingerprint: true,
          // No share code's QR: its format changed since (share codes carry lists); share-code tests cover it.
          provenance: PROVENANCE,
        });
        matchesGolden(`prints/${list.replace(/\.json$/, '')}.${lang}.${format}`, printed);
      }
  });
});
