/**
 * The "secret list": what an opponent may see before the game, units and their counts only. No
 * options, items, weapons, points, verdict, notes, custom unit names, attachments or embarkations: the
 * choices a player keeps to themselves until the table (tournaments that publish lists ahead).
 *
 * Nor the roster's fingerprint: with the units and counts known, an opponent could try the few option
 * choices left until one gives the printed fingerprint, so it would give the options away.
 *
 * Identical units (same entry, same count) are grouped ("2 × Détachement Tactique — 6 socles") whatever
 * their options, so that grouping tells nothing either. Pure; plain text.
 */
import type { I18nText } from '../catalogue/schema';
import type { ListCards, UnitCard } from '../roster/cards';
import { cleanLine } from '../text/clean';
import { LABELS, type ExportLang } from './labels';
import { shownCount } from './print/bases';
import type { ExportCatalogue } from './printable-roster';

export interface SecretListInput {
  roster: ListCards;
  catalogue: Pick<ExportCatalogue, 'game' | 'faction' | 'entries'>;
  lang: ExportLang;
}

const WORDS: Record<ExportLang, { heading: string; note: string; units: string; unknown: string }> = {
  fr: {
    heading: 'Liste secrète',
    note: 'Unités et effectifs seulement : sans options, équipements ni points.',
    units: 'Unités',
    unknown: 'entrée inconnue',
  },
  en: {
    heading: 'Secret list',
    note: 'Units and counts only: no options, equipment or points.',
    units: 'Units',
    unknown: 'unknown entry',
  },
};

export function renderSecretList({ roster, catalogue, lang }: SecretListInput): string {
  const L = LABELS[lang];
  const W = WORDS[lang];
  const text = (t: I18nText | undefined, fallback: string) => cleanLine(t?.[lang] ?? t?.fr ?? '') || fallback;
  const entries = new Map(catalogue.entries.map((e) => [e.id, e]));
  const line = (s: UnitCard) => {
    const entry = entries.get(s.entry);
    if (!entry) return `${cleanLine(s.entry)} (${W.unknown})`;
    const count = shownCount(entry, s);
    return `${text(entry.name, entry.id)} — ${L.count[entry.count.unit](count)}`;
  };
  /** "2 × name — count" for identical lines, in the order they first come. */
  const grouped = (selections: UnitCard[], indent: string) => {
    const counts = new Map<string, number>();
    for (const s of selections) counts.set(line(s), (counts.get(line(s)) ?? 0) + 1);
    return [...counts].map(([l, n]) => `${indent}${n > 1 ? `${n} × ` : ''}${l}`);
  };

  const ids = new Set(roster.selections.map((s) => s.id));
  const childrenOf = new Map<string, UnitCard[]>();
  const top: UnitCard[] = [];
  for (const s of roster.selections) {
    if (s.parent !== undefined && ids.has(s.parent) && s.parent !== s.id) {
      const list = childrenOf.get(s.parent) ?? [];
      list.push(s);
      childrenOf.set(s.parent, list);
    } else top.push(s);
  }

  const lines = [
    `${cleanLine(roster.name)} — ${text(catalogue.faction.name, catalogue.faction.id)} (${text(catalogue.game.name, catalogue.game.id)})`,
    `${W.heading}. ${W.note}`,
  ];
  const formations = top.filter((s) => childrenOf.has(s.id));
  const alone = top.filter((s) => !childrenOf.has(s.id));
  for (const formation of formations) {
    lines.push('', text(entries.get(formation.entry)?.name, cleanLine(formation.entry)));
    // Everything inside the formation, however deep, under its heading.
    const inside: UnitCard[] = [];
    const pending = [...(childrenOf.get(formation.id) ?? [])];
    const seen = new Set<string>([formation.id]);
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      if (seen.has(next.id)) continue;
      seen.add(next.id);
      inside.push(next);
      pending.push(...(childrenOf.get(next.id) ?? []));
    }
    lines.push(...grouped(inside, '  '));
  }
  if (alone.length > 0) {
    if (formations.length > 0) lines.push('', W.units);
    else lines.push('');
    lines.push(...grouped(alone, formations.length > 0 ? '  ' : ''));
  }
  return `${lines.join('\n')}\n`;
}
