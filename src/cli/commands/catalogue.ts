import type { Command } from 'commander';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { terminalJson } from '../../core';
import { formatTable } from '../format-table';
import { cliMessages } from '../messages';
import { LABELS } from '../../core';
import { gameOption, langOption, type Lang } from '../options';
import type { GameId } from '../../core';
import type { EntrySummary } from '../../shared/catalogue-types';

interface CatalogueOptions {
  game?: GameId;
  faction?: string;
  json?: boolean;
  lang: Lang;
}

const VIEWS = ['games', 'factions', 'units', 'abilities'] as const;
type View = (typeof VIEWS)[number];

function paramLabel(ability: { param?: number; paramText?: string }): string {
  if (ability.param !== undefined) return ` (${ability.param})`;
  return ability.paramText ? ` (${ability.paramText})` : '';
}

export function registerCatalogueCommand(program: Command): void {
  program
    .command('catalogue')
    .description('list the catalogue: games, factions, units (entries) or abilities')
    .argument('<view>', VIEWS.join('|'))
    .addOption(gameOption())
    .option('--faction <id>', 'faction (units: required; abilities: adds the faction’s own)')
    .option('--json', 'print JSON')
    .addOption(langOption())
    .action(async (view: string, options: CatalogueOptions, command: Command) => {
      const says = cliMessages(options.lang).catalogue;
      if (!(VIEWS as readonly string[]).includes(view))
        throw new CliError(says.unknownView(view, VIEWS.join(', ')));
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const print = (value: unknown, table: () => string) =>
          console.log(options.json ? terminalJson(value) : table());
        const l = options.lang;
        switch (view as View) {
          case 'games': {
            const games = await callApi(service, 'listGames', {});
            print(games, () =>
              formatTable(
                says.headers.games,
                games.map((g) => [g.id, g.name[l], String(g.factionCount), String(g.defaultPointsLimit)]),
              ),
            );
            break;
          }
          case 'factions': {
            const factions = await callApi(
              service,
              'listFactions',
              options.game ? { game: options.game } : {},
            );
            print(factions, () =>
              formatTable(
                says.headers.factions,
                // An imported faction's entries are counted when its data is read, not when listed.
                factions.map((f) => [
                  f.id,
                  f.game,
                  f.edition ? LABELS[l].factionEdition(f.name[l], f.edition) : f.name[l],
                  f.community ? '-' : String(f.entryCount),
                  f.community ? says.community(f.community.gameSystemName, f.community.revision) : 'Muster',
                ]),
              ),
            );
            break;
          }
          case 'units': {
            if (!options.faction) throw new CliError(says.unitsNeedFaction);
            const entries = await callApi(service, 'listEntries', { faction: options.faction }, l);
            // Costs and abilities by their names: an imported faction's ids ("3e2b-74a8-…") say nothing.
            const catalogue = await callApi(service, 'getFactionCatalogue', { faction: options.faction }, l);
            const costName = (id: string) =>
              catalogue.game.costTypes.find((cost) => cost.id === id)?.name[l].toLocaleLowerCase(l) ?? id;
            const abilityName = (id: string) => catalogue.abilities[id]?.name[l] ?? id;
            // The first profile in the game's order, by short names, each value in --lang.
            const statsText = (stats: EntrySummary['stats']) =>
              catalogue.game.unitStats
                .filter((def) => stats[def.id] !== undefined && stats[def.id]![l] !== '')
                .map((def) => `${def.short[l]} ${stats[def.id]![l]}`)
                .join(', ');
            print(entries, () =>
              formatTable(
                says.headers.units,
                entries.map((e) => [
                  e.id,
                  e.kind,
                  e.name[l],
                  e.class === null ? '' : String(e.class),
                  `${e.count.default} ${e.count.unit}`,
                  Object.entries(e.costs)
                    .map(([type, amount]) => `${amount} ${costName(type)}`)
                    .join(', '),
                  statsText(e.stats),
                  e.abilities.map((a) => `${abilityName(a.id)}${paramLabel(a)}`).join(', '),
                ]),
              ),
            );
            break;
          }
          case 'abilities': {
            if (!options.game) throw new CliError(says.abilitiesNeedGame);
            const abilities = await callApi(service, 'listAbilities', {
              game: options.game,
              ...(options.faction ? { faction: options.faction } : {}),
            });
            print(abilities, () =>
              formatTable(
                says.headers.abilities,
                abilities.map((a) => [
                  a.id,
                  a.name[l],
                  a.scope,
                  a.parameter?.kind ?? '',
                  a.ruleKind ?? '',
                  a.fullText ? says.yes : '',
                ]),
              ),
            );
            break;
          }
        }
      });
    });
}
