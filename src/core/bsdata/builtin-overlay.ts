/**
 * What Muster's built-in catalogue knows of an entry of the community data, lent to it: each built-in
 * entry records the id of the same entry in the community data (`bsdataId`), so the community entry
 * gets the built-in entry's French name and the rules Muster's own rules read (Personnage Lié,
 * Transport (2), Elite (1), Tacticien (2)…, with our summaries), which the community data, written in
 * English for English rule sets, does not carry. The community data itself is never changed: this is a
 * copy, made once per faction catalogue.
 */
import type {
  Catalogue,
  DataFileBase,
  GameData,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from '../catalogue/v2/model';
import { textIn, type LocalText } from '../catalogue/v2/text';

/** Entries nest no deeper than this in any data file Muster reads (the XML reader's own bound). */
const MAX_DEPTH = 64;

/** A wording as an id part: letters and digits, the rest dashes. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Known {
  name: LocalText;
  rules: Rule[];
}

type Container = Pick<SelectionEntry, 'selectionEntries' | 'selectionEntryGroups'>;

function* entriesOf(file: DataFileBase): Generator<SelectionEntry> {
  const stack: { container: Container; depth: number }[] = [
    {
      container: {
        selectionEntries: [...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? [])],
      },
      depth: 0,
    },
    { container: { selectionEntryGroups: file.sharedSelectionEntryGroups ?? [] }, depth: 0 },
  ];
  while (stack.length > 0) {
    const { container, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) continue;
    for (const entry of container.selectionEntries ?? []) {
      yield entry;
      stack.push({ container: entry, depth: depth + 1 });
    }
    for (const group of container.selectionEntryGroups ?? [])
      stack.push({ container: group, depth: depth + 1 });
  }
}

/** The built-in entries that name a community entry, with their name and the rules they link to. */
function knownEntries(builtin: GameData): Map<string, Known> {
  const sharedRules = new Map<string, Rule>();
  for (const file of [builtin.gameSystem, ...builtin.catalogues])
    for (const rule of file.sharedRules ?? []) sharedRules.set(rule.id, rule);
  const known = new Map<string, Known>();
  for (const catalogue of builtin.catalogues) {
    for (const entry of entriesOf(catalogue)) {
      if (!entry.bsdataId || known.has(entry.bsdataId)) continue;
      const rules: Rule[] = [];
      for (const link of entry.infoLinks ?? []) {
        const target = link.type === 'rule' ? sharedRules.get(link.targetId) : undefined;
        if (!target) continue;
        const name = link.name ?? target.name;
        // One id per rule and wording ("Elite (1)", "Elite (2)"): a glossary lists each once.
        const lent: Rule = { id: `muster.${target.id}.${slug(textIn(name, 'en'))}`, name };
        if (target.description !== undefined) lent.description = target.description;
        rules.push(lent);
      }
      known.set(entry.bsdataId, { name: entry.name, rules });
    }
  }
  return known;
}

/** The community entry with the built-in one's French name and the rules it does not already have. */
function lend(entry: SelectionEntry, known: Known): SelectionEntry {
  const english = textIn(entry.name, 'en');
  const french = typeof known.name === 'string' ? undefined : known.name.fr;
  // The data may name the same rule already, inline or through a link (with the link's name).
  const names = new Set(
    [...(entry.rules ?? []), ...(entry.infoLinks ?? []).filter((link) => link.type === 'rule')].map((rule) =>
      textIn(rule.name, 'en').toLowerCase(),
    ),
  );
  const rules = known.rules.filter((rule) => !names.has(textIn(rule.name, 'en').toLowerCase()));
  const out: SelectionEntry = { ...entry };
  if (french) out.name = { en: english, fr: french };
  if (rules.length > 0) out.rules = [...(entry.rules ?? []), ...rules];
  return out;
}

function overlayEntries(
  entries: SelectionEntry[] | undefined,
  known: Map<string, Known>,
  depth: number,
): SelectionEntry[] | undefined {
  if (!entries || depth > MAX_DEPTH) return entries;
  return entries.map((entry) => {
    const inner = overlayContainer(entry, known, depth + 1);
    const found = known.get(entry.id);
    return found ? lend(inner, found) : inner;
  });
}

function overlayContainer<T extends SelectionEntry | SelectionEntryGroup>(
  container: T,
  known: Map<string, Known>,
  depth: number,
): T {
  if (!container.selectionEntries && !container.selectionEntryGroups) return container;
  const out: T = { ...container };
  const entries = overlayEntries(container.selectionEntries, known, depth);
  if (entries) out.selectionEntries = entries;
  if (container.selectionEntryGroups)
    out.selectionEntryGroups = container.selectionEntryGroups.map((group) =>
      overlayContainer(group, known, depth + 1),
    );
  return out;
}

function overlayFile<T extends Catalogue | GameData['gameSystem']>(file: T, known: Map<string, Known>): T {
  const out: T = { ...file };
  const selectionEntries = overlayEntries(file.selectionEntries, known, 0);
  const sharedSelectionEntries = overlayEntries(file.sharedSelectionEntries, known, 0);
  if (selectionEntries) out.selectionEntries = selectionEntries;
  if (sharedSelectionEntries) out.sharedSelectionEntries = sharedSelectionEntries;
  if (file.sharedSelectionEntryGroups)
    out.sharedSelectionEntryGroups = file.sharedSelectionEntryGroups.map((group) =>
      overlayContainer(group, known, 1),
    );
  return out;
}

/** The community data with what the built-in catalogue knows of its entries; unchanged without it. */
export function withBuiltinKnowledge(community: GameData, builtin: GameData | undefined): GameData {
  if (!builtin) return community;
  const known = knownEntries(builtin);
  if (known.size === 0) return community;
  return {
    gameSystem: overlayFile(community.gameSystem, known),
    catalogues: community.catalogues.map((catalogue) => overlayFile(catalogue, known)),
  };
}
