/**
 * The forces a list may take, as the builder shows them: asked of the faction's data (core
 * `forceChoices`), named in the interface's language: the data's name, else (NetEpic Gold's game
 * system has a force named with spaces only) a name made by `unnamed` from its id.
 */
import { defaultForce, forceChoices, forceOfList } from '../../core';
import { textIn } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';

export interface ForceOption {
  id: string;
  name: string;
}

/** The name of a force whose data gives none, from its id (translated by the caller). */
export type UnnamedForce = (id: string) => string;

function named(
  choice: { id: string; name: Parameters<typeof textIn>[0] },
  lang: string,
  unnamed: UnnamedForce,
): ForceOption {
  return { id: choice.id, name: textIn(choice.name, lang).trim() || unnamed(choice.id) };
}

/** Every force the faction's data offers a list (none when it has no game data). */
export function forceOptions(
  catalogue: FactionCatalogue | undefined,
  lang: string,
  unnamed: UnnamedForce,
): ForceOption[] {
  const data = catalogue?.gameData;
  if (!data) return [];
  return forceChoices(data, catalogue.faction.id).map((choice) => named(choice, lang, unnamed));
}

/** The force a new list of the faction starts with. */
export function defaultForceOption(
  catalogue: FactionCatalogue | undefined,
  lang: string,
  unnamed: UnnamedForce,
): ForceOption | undefined {
  const data = catalogue?.gameData;
  const choice = data ? defaultForce(data, catalogue.faction.id) : undefined;
  return choice ? named(choice, lang, unnamed) : undefined;
}

/** The force a list takes: the one it records while the data offers it, else the faction's default. */
export function forceOfRoster(
  catalogue: FactionCatalogue | undefined,
  recorded: string | undefined,
  lang: string,
  unnamed: UnnamedForce,
): ForceOption | undefined {
  const data = catalogue?.gameData;
  const choice = data ? forceOfList(data, catalogue.faction.id, recorded) : undefined;
  return choice ? named(choice, lang, unnamed) : undefined;
}
