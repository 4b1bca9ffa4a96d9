/**
 * The forces a list may take, as the builder shows them: asked of the faction's data (core
 * `forceChoices`), named in the interface's language (the data's name, else its id).
 */
import { defaultForce, forceChoices, forceOfList } from '../../core';
import { textIn } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';

export interface ForceOption {
  id: string;
  name: string;
}

function named(choice: { id: string; name: Parameters<typeof textIn>[0] }, lang: string): ForceOption {
  return { id: choice.id, name: textIn(choice.name, lang).trim() || choice.id };
}

/** Every force the faction's data offers a list (none when it has no game data). */
export function forceOptions(catalogue: FactionCatalogue | undefined, lang: string): ForceOption[] {
  const data = catalogue?.gameData;
  if (!data) return [];
  return forceChoices(data, catalogue.faction.id).map((choice) => named(choice, lang));
}

/** The force a new list of the faction starts with. */
export function defaultForceOption(
  catalogue: FactionCatalogue | undefined,
  lang: string,
): ForceOption | undefined {
  const data = catalogue?.gameData;
  const choice = data ? defaultForce(data, catalogue.faction.id) : undefined;
  return choice ? named(choice, lang) : undefined;
}

/** The force a list takes: the one it records while the data offers it, else the faction's default. */
export function forceOfRoster(
  catalogue: FactionCatalogue | undefined,
  recorded: string | undefined,
  lang: string,
): ForceOption | undefined {
  const data = catalogue?.gameData;
  const choice = data ? forceOfList(data, catalogue.faction.id, recorded) : undefined;
  return choice ? named(choice, lang) : undefined;
}
