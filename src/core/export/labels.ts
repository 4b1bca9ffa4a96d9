/**
 * The words of printed rosters, in French (first language) and English. Names, rules and messages
 * come from the catalogue, the roster and the validation; only the framing words live here.
 */
import type { Severity } from '../engine/types';

export type ExportLang = 'fr' | 'en';

export interface ExportLabels {
  points: string;
  pointsShort: string;
  valid: string;
  invalid: string;
  errors: (n: number) => string;
  warnings: (n: number) => string;
  severity: Record<Severity, string>;
  issues: string;
  notes: string;
  /** Before the roster's fingerprint: "Empreinte 3F9A-C21B-07DE". */
  fingerprint: string;
  /** Under the printed QR code of the share code. */
  shareQr: string;
  figures: string;
  elitePool: string;
  elitePoolReason: Record<'detachment' | 'attached-character', string>;
  tacticianDice: string;
  tacticianRedundant: string;
  forceOrganisation: string;
  bonuses: string;
  res: string;
  acc: string;
  medicRerolls: (n: number) => string;
  drones: (n: number) => string;
  weapons: string;
  weapon: string;
  range: string;
  /** Weapon table column of a profile's mode, in games whose range is a weapon stat (Mêlée / Tir). */
  mode: string;
  rules: string;
  abilities: string;
  options: string;
  items: string;
  attached: string;
  transport: string;
  harnessed: string;
  embarkedIn: string;
  glossary: string;
  /** Under the glossary title when some rules are our summaries rather than imported texts. */
  glossarySummary: string;
  unknownEntry: string;
  otherUnits: string;
  /** A faction written for one codex version of its army: "Tyranides — codex 3.1". */
  factionEdition: (name: string, edition: string) => string;
  factionForce: (name: string, force: string) => string;
  count: Record<'base' | 'model', (n: number) => string>;
  /** Entry kinds: [one, several]. */
  kinds: Record<string, [string, string]>;
  /** ":" with the spacing the language wants. */
  colon: string;
  /** A number as the language writes it: "31,75" in French, "31.75" in English (no grouping). */
  number: (n: number) => string;
}

/** Numbers as the interface writes them, decimals with the language's separator, at most two. */
const numberIn = (locale: string) => {
  // Built at the first number written: a command that prints none does not pay for Intl's start.
  let format: Intl.NumberFormat | undefined;
  return (n: number) =>
    (format ??= new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 })).format(n);
};

const plural = (one: string, many: string) => (n: number) => `${n} ${n > 1 ? many : one}`;
/** French: 0 and 1 take the singular. English: only 1 does. */
const pluralEn = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const LABELS: Record<ExportLang, ExportLabels> = {
  fr: {
    number: numberIn('fr-FR'),
    points: 'Points',
    pointsShort: 'pts',
    valid: 'Liste valide',
    invalid: 'Liste non valide',
    errors: plural('erreur', 'erreurs'),
    warnings: plural('avertissement', 'avertissements'),
    severity: { error: 'Erreur', warning: 'Avertissement', info: 'Info' },
    issues: 'Points à corriger',
    notes: 'Notes',
    fingerprint: 'Empreinte',
    shareQr: 'Code de partage : à ouvrir dans Muster',
    figures: 'Récapitulatif',
    elitePool: 'Réserve Élite',
    elitePoolReason: { detachment: 'détachement', 'attached-character': 'personnage lié' },
    tacticianDice: 'Dés de commandement',
    tacticianRedundant: 'sans effet',
    forceOrganisation: 'Organisation des forces',
    bonuses: 'Bonus',
    res: 'Rés',
    acc: 'Pré',
    medicRerolls: plural('relance Médic', 'relances Médic'),
    drones: plural('drone', 'drones'),
    weapons: 'Armes',
    weapon: 'Arme',
    range: 'Portée',
    mode: 'Mode',
    rules: 'Règles',
    abilities: 'Capacités',
    options: 'Options',
    items: 'Équipement',
    attached: 'Personnage lié',
    transport: 'Transport',
    harnessed: 'attelé',
    embarkedIn: 'Embarqué dans',
    glossary: 'Glossaire',
    glossarySummary: 'Texte complet des règles quand un glossaire a été importé, sinon résumé de Muster.',
    unknownEntry: 'entrée inconnue du catalogue',
    otherUnits: 'Autres unités',
    factionEdition: (name, edition) => `${name} — codex ${edition}`,
    factionForce: (name, force) => `${name} (force : ${force})`,
    count: { base: plural('socle', 'socles'), model: plural('figurine', 'figurines') },
    kinds: {
      compagnie: ['Compagnie', 'Compagnies'],
      detachement: ['Détachement', 'Détachements'],
      'carte-de-soutien': ['Carte de soutien', 'Cartes de soutien'],
      'carte-de-soutien-rare': ['Formation de soutien rare', 'Formations de soutien rares'],
      'carte-speciale': ['Carte spéciale', 'Cartes spéciales'],
      'carte-extra-speciale': ['Formation extra-spéciale', 'Formations extra-spéciales'],
      leader: ['Leader', 'Leaders'],
      troop: ['Troupe', 'Troupes'],
      specialist: ['Spécialiste', 'Spécialistes'],
      support: ['Soutien', 'Soutien'],
      follower: ['Suivant', 'Suivants'],
      mercenary: ['Mercenaire', 'Mercenaires'],
      tactical: ['Tactique', 'Tactique'],
      strategic: ['Stratégique', 'Stratégique'],
      auxiliary: ['Auxiliaire', 'Auxiliaires'],
    },
    colon: ' :',
  },
  en: {
    number: numberIn('en-GB'),
    points: 'Points',
    pointsShort: 'pts',
    valid: 'Valid list',
    invalid: 'Invalid list',
    errors: pluralEn('error', 'errors'),
    warnings: pluralEn('warning', 'warnings'),
    severity: { error: 'Error', warning: 'Warning', info: 'Info' },
    issues: 'To fix',
    notes: 'Notes',
    fingerprint: 'Fingerprint',
    shareQr: 'Share code: open it in Muster',
    figures: 'Summary',
    elitePool: 'Elite pool',
    elitePoolReason: { detachment: 'detachment', 'attached-character': 'attached character' },
    tacticianDice: 'Command dice',
    tacticianRedundant: 'no effect',
    forceOrganisation: 'Force organisation',
    bonuses: 'Bonuses',
    res: 'Res',
    acc: 'Acc',
    medicRerolls: pluralEn('Medic reroll', 'Medic rerolls'),
    drones: pluralEn('drone', 'drones'),
    weapons: 'Weapons',
    weapon: 'Weapon',
    range: 'Range',
    mode: 'Mode',
    rules: 'Rules',
    abilities: 'Abilities',
    options: 'Options',
    items: 'Items',
    attached: 'Attached character',
    transport: 'Transport',
    harnessed: 'towed',
    embarkedIn: 'Embarked in',
    glossary: 'Glossary',
    glossarySummary: 'Full rule text where a glossary was imported, otherwise Muster’s summary.',
    unknownEntry: 'entry not in the catalogue',
    otherUnits: 'Other units',
    factionEdition: (name, edition) => `${name} — codex ${edition}`,
    factionForce: (name, force) => `${name} (force: ${force})`,
    count: { base: pluralEn('base', 'bases'), model: pluralEn('model', 'models') },
    kinds: {
      compagnie: ['Company', 'Companies'],
      detachement: ['Detachment', 'Detachments'],
      'carte-de-soutien': ['Support card', 'Support cards'],
      'carte-de-soutien-rare': ['Rare support formation', 'Rare support formations'],
      'carte-speciale': ['Special card', 'Special cards'],
      'carte-extra-speciale': ['Extra-special formation', 'Extra-special formations'],
      leader: ['Leader', 'Leaders'],
      troop: ['Troop', 'Troops'],
      specialist: ['Specialist', 'Specialists'],
      support: ['Support', 'Support'],
      follower: ['Follower', 'Followers'],
      mercenary: ['Mercenary', 'Mercenaries'],
      tactical: ['Tactical', 'Tactical'],
      strategic: ['Strategic', 'Strategic'],
      auxiliary: ['Auxiliary', 'Auxiliaries'],
    },
    colon: ':',
  },
};
