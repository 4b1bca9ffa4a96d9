/**
 * The glossary: the rules the print uses, each once, with the imported rule text where there is one
 * and else our summary; a weapon only when a rule text was imported for it (its profile is printed
 * with each unit already). Sorted by name in the print's language.
 */
import { cleanText } from '../../text/clean';
import type { PrintContext } from './context';
import type { PrintableGlossaryEntry } from './model';
import { PLACEHOLDER, type PrintProfiles } from './profiles';

function abilityEntries(context: PrintContext, used: ReadonlySet<string>): PrintableGlossaryEntry[] {
  const { tr, lang } = context;
  const abilities = context.catalogue.abilities ?? {};
  const glossary: PrintableGlossaryEntry[] = [];
  for (const id of used) {
    const ability = abilities[id];
    if (!ability) continue;
    const full = ability.fullText?.[lang];
    const imported = typeof full === 'string' && cleanText(full) !== '';
    const text = imported ? cleanText(full) : cleanText(ability.summary?.[lang] ?? '');
    const entry: PrintableGlossaryEntry = {
      id,
      kind: 'ability',
      name: tr(ability.name, id).replace(PLACEHOLDER, '') || tr(ability.name, id),
      text,
      fullText: imported,
    };
    const note = ability.actionType ?? ability.parameter?.label;
    if (note) entry.note = tr(note, '');
    if (text || entry.note) glossary.push(entry);
  }
  return glossary;
}

function weaponEntries(context: PrintContext, used: ReadonlySet<string>): PrintableGlossaryEntry[] {
  const weapons = context.catalogue.weapons ?? {};
  const glossary: PrintableGlossaryEntry[] = [];
  for (const id of used) {
    const weapon = weapons[id];
    const full = weapon?.fullText?.[context.lang];
    if (!weapon || typeof full !== 'string' || cleanText(full) === '') continue;
    glossary.push({
      id,
      kind: 'weapon',
      name: context.tr(weapon.name, id),
      text: cleanText(full),
      fullText: true,
    });
  }
  return glossary;
}

export function printGlossary(context: PrintContext, profiles: PrintProfiles): PrintableGlossaryEntry[] {
  const glossary = [
    ...abilityEntries(context, profiles.usedAbilities),
    ...weaponEntries(context, profiles.usedWeapons),
  ];
  const collator = new Intl.Collator(context.lang, { sensitivity: 'base', numeric: true });
  return glossary.sort(
    (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
