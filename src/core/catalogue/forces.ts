/**
 * The forces a list of a catalogue may take: the force entries of its game system and of the catalogue
 * itself (force organisation, detachment, game mode, chapter: whatever the data offers), and the one a
 * new list starts with. A list records the force it takes (roster `force`); the engine judges it by
 * that force's own categories and limits.
 */
import type { ForceEntry, GameData } from './model';
import { textIn, type LocalText } from './text';

export interface ForceChoice {
  id: string;
  name: LocalText;
}

/** The force entries a list of this catalogue may take, the game system's first, hidden ones left out. */
export function forceChoices(data: GameData, catalogueId: string): ForceChoice[] {
  const catalogue = data.catalogues.find((candidate) => candidate.id === catalogueId);
  const entries: ForceEntry[] = [...(data.gameSystem.forceEntries ?? []), ...(catalogue?.forceEntries ?? [])];
  const seen = new Set<string>();
  const choices: ForceChoice[] = [];
  for (const entry of entries) {
    if (entry.hidden === true || seen.has(entry.id)) continue;
    seen.add(entry.id);
    choices.push({ id: entry.id, name: entry.name });
  }
  return choices;
}

/** A name compared whatever its case, accents, spaces and punctuation. */
export function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The force a new list of this catalogue starts with: the one named like the catalogue (the Algoryn
 * catalogue's "Algoryn" force, not the game system's first), else the first whose name begins like
 * it ("Ghar" and "Ghar Empire"), else the catalogue's own first force, else the first the data offers. Undefined when it offers none.
 */
export function defaultForce(data: GameData, catalogueId: string): ForceChoice | undefined {
  const choices = forceChoices(data, catalogueId);
  const catalogue = data.catalogues.find((candidate) => candidate.id === catalogueId);
  const own = comparable(textIn(catalogue?.name, 'en'));
  if (own !== '') {
    const named = choices.find((choice) => comparable(textIn(choice.name, 'en')) === own);
    if (named) return named;
    // Else the first whose name and the catalogue's begin alike ("Ghar" and "Ghar Empire").
    const closest = choices.find((choice) => {
      const name = comparable(textIn(choice.name, 'en'));
      return name !== '' && (own.startsWith(`${name} `) || name.startsWith(`${own} `));
    });
    if (closest) return closest;
  }
  const ownFirst = catalogue?.forceEntries?.find((entry) => entry.hidden !== true);
  if (ownFirst) return { id: ownFirst.id, name: ownFirst.name };
  return choices[0];
}

/** The force a list takes: the one it records when the data still offers it, else the default. */
export function forceOfList(
  data: GameData,
  catalogueId: string,
  recorded: string | undefined,
): ForceChoice | undefined {
  if (recorded !== undefined) {
    const chosen = forceChoices(data, catalogueId).find((choice) => choice.id === recorded);
    if (chosen) return chosen;
  }
  return defaultForce(data, catalogueId);
}
