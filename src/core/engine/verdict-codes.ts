/**
 * Every verdict code Muster gives, declared once: the shape of its parameters (so that a verdict
 * built with the wrong ones does not compile), its severity, the rule module it belongs to and what
 * it checks in French and English. The message catalogues (messages.ts) say each code in a sentence,
 * and docs/rules.md lists them from here (scripts/build-rules-doc.ts).
 */
import type { LocalText } from '../catalogue/text';

/** A name said in the data's languages (one string when the data has one). */
export type Name = LocalText;

/**
 * A limit of the data broken: what was counted against what is allowed. A percentage limit adds
 * `percent` and `scope`, and `count` and `limit` are percentages.
 */
export type LimitParams = {
  /** The entry's, group's, category's or force entry's name after modifiers. */
  entry: Name;
  count: number;
  limit: number;
  what: 'selections' | 'cost' | 'forces';
  /** The cost type's name (the constraint's field), for a limit on costs. */
  costType?: Name;
  /** Counted per model of a collective option, in its parent. */
  each?: 1;
  /** The unit holding the option limited. */
  holder?: Name;
  /** The number of the copy of an option the holder is, or is inside (a battlegroup's titan nº 2), from 1. */
  holderCopy?: number;
  /** That copy's name, where it is not the holder itself. */
  holderCopyOf?: Name;
  /** The units holding what a limit wider than a unit counts. */
  units?: Name;
  percent?: 1;
  scope?: string;
};

/** An option's holder named in a verdict, with the copy it is or is inside (LimitParams says each). */
export type HolderParams = Pick<LimitParams, 'holderCopy' | 'holderCopyOf'> & { holder: Name };

/** Why a unit may not board a transport. */
export type TransportRefusal = 'walker' | 'not-infantry' | 'formation' | 'no-transport';

/** Each code's parameters. A code missing here cannot be emitted, said or documented. */
export type VerdictParams = {
  'costs.out-of-range': Record<string, never>;
  'roster.force-not-offered': { force: string; judgedBy: Name };
  'data.min-selections': LimitParams;
  'data.max-selections': LimitParams;
  'data.min-forces': LimitParams;
  'data.max-forces': LimitParams;
  'data.min-cost': LimitParams;
  'data.max-cost': LimitParams;
  'data.cost-limit': { costType: Name; total: number; limit: number; over: number };
  'data.hidden-selected': { entry: Name; for?: Name; notFor?: Name } & Partial<HolderParams>;
  'data.circular-cost': { entry: Name };
  'data.unknown-entry': { entryId: string; holder?: Name };
  'data.misplaced-entry': { entry: Name; holder?: Name; places?: Name };
  'attached-character.unattached': { unit: Name; host?: Name };
  'attached-character.class-mismatch': {
    unit: Name;
    host: Name;
    class: string;
    hostClass: string;
    allowed: Name;
  };
  'attached-character.outside-company': { unit: Name; host: Name; company: Name };
  'attached-character.too-many': { unit: Name; count: number; max: number; characters: Name };
  'transport.over-capacity': { unit: Name; used: number; capacity: number };
  'transport.cannot-carry': { unit: Name; host: Name; why: TransportRefusal; largeCapacity: number };
  'transport.host-missing': { unit: Name };
  'tactician.redundant': { unit: Name; dice: number; best: Name; bestDice: number };
  'leader-only.inactive': { unit: Name; ability: Name };
};

export type VerdictCode = keyof VerdictParams;

/** A parameter's value: a number, an id or a name in the data's languages. */
export type VerdictParam = string | number | LocalText;

// Every code's parameters are values a sentence can read: a shape holding anything else fails here.
type ParamsAreValues<T extends Record<VerdictCode, Readonly<Record<string, VerdictParam | undefined>>>> = T;
export type CheckedVerdictParams = ParamsAreValues<VerdictParams>;

export type VerdictSeverity = 'error' | 'warning' | 'info';

/** The rule modules verdicts come from: `catalogue` and `data` for the engine, else Muster's rules. */
export type VerdictRule =
  'catalogue' | 'data' | 'attached-character' | 'transport' | 'tactician' | 'leader-only';

export interface VerdictSpec {
  severity: VerdictSeverity;
  rule: VerdictRule;
  /** What the rule checks, for docs/rules.md. */
  description: { fr: string; en: string };
  /** Where the rule comes from, when it is a game's text (a seed glossary and its ability). */
  basis?: string;
}

const PERSONNAGE_LIE = 'seed 001, Personnage Lié';
const TRANSPORT = 'seeds 001 and 002, Transport';

/** Every code, in the order docs/rules.md lists them. */
export const VERDICTS: { readonly [C in VerdictCode]: VerdictSpec } = {
  'costs.out-of-range': {
    severity: 'error',
    rule: 'catalogue',
    description: {
      fr: 'Le coût de la liste est un nombre fini.',
      en: 'The list’s cost is a finite number.',
    },
  },
  'roster.force-not-offered': {
    severity: 'warning',
    rule: 'catalogue',
    description: {
      fr: 'La force que la liste a choisie est encore proposée par les données de sa faction ; sinon, la liste est jugée selon la force par défaut.',
      en: 'The force the list chose is still offered by its faction’s data; otherwise the list is judged by the default force.',
    },
  },
  'data.min-selections': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Un minimum de sélections d’une entrée, d’un groupe ou d’une catégorie.',
      en: 'A minimum number of selections of an entry, group or category.',
    },
  },
  'data.max-selections': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Un maximum de sélections d’une entrée, d’un groupe ou d’une catégorie.',
      en: 'A maximum number of selections of an entry, group or category.',
    },
  },
  'data.min-forces': {
    severity: 'error',
    rule: 'data',
    description: { fr: 'Un minimum de forces d’un type.', en: 'A minimum number of forces of a kind.' },
  },
  'data.max-forces': {
    severity: 'error',
    rule: 'data',
    description: { fr: 'Un maximum de forces d’un type.', en: 'A maximum number of forces of a kind.' },
  },
  'data.min-cost': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Un coût minimum (points, doublons…) d’une entrée ou d’une catégorie.',
      en: 'A minimum cost (points, doubloons…) of an entry or category.',
    },
  },
  'data.max-cost': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Un coût maximum d’une entrée ou d’une catégorie.',
      en: 'A maximum cost of an entry or category.',
    },
  },
  'data.cost-limit': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'La liste dépasse sa limite de points (ou d’un autre coût).',
      en: 'The list is over its points limit (or another cost’s).',
    },
  },
  'data.hidden-selected': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Une entrée que les données cachent ici a été choisie.',
      en: 'An entry the data hides here was chosen.',
    },
  },
  'data.circular-cost': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Un coût dépend de lui-même ; le modificateur en cause n’est pas appliqué.',
      en: 'A cost depends on itself; the modifier involved is not applied.',
    },
  },
  'data.unknown-entry': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'La sélection désigne une entrée absente des données.',
      en: 'The selection names an entry the data does not have.',
    },
  },
  'data.misplaced-entry': {
    severity: 'error',
    rule: 'data',
    description: {
      fr: 'Une entrée des données choisie là où elles ne la proposent pas.',
      en: 'An entry of the data chosen where the data does not offer it.',
    },
  },
  'attached-character.unattached': {
    severity: 'error',
    rule: 'attached-character',
    basis: PERSONNAGE_LIE,
    description: {
      fr: 'Un Personnage Lié rejoint un détachement (pas une formation, pas un autre personnage).',
      en: 'An attached character joins a détachement (not a formation, not another character).',
    },
  },
  'attached-character.too-many': {
    severity: 'error',
    rule: 'attached-character',
    basis: PERSONNAGE_LIE,
    description: {
      fr: 'Deux Personnages Liés au plus rejoignent un même détachement.',
      en: 'At most two attached characters join the same détachement.',
    },
  },
  'attached-character.class-mismatch': {
    severity: 'error',
    rule: 'attached-character',
    basis: PERSONNAGE_LIE,
    description: {
      fr: 'Un personnage de classe 1 rejoint de l’infanterie ou de la cavalerie ; de classe 2 ou plus, un détachement de sa classe.',
      en: 'A class 1 character joins infantry or cavalry; a class 2+ character joins a détachement of its own class.',
    },
  },
  'attached-character.outside-company': {
    severity: 'error',
    rule: 'attached-character',
    basis: PERSONNAGE_LIE,
    description: {
      fr: 'Un Personnage Lié acheté avec une compagnie rejoint un détachement de cette compagnie.',
      en: 'An attached character bought with a company joins a détachement of that company.',
    },
  },
  'transport.over-capacity': {
    severity: 'error',
    rule: 'transport',
    basis: TRANSPORT,
    description: {
      fr: 'Les transports d’un détachement mettent leurs places en commun ; les socles embarqués ne dépassent pas ce total.',
      en: 'The transports of one détachement pool their places; the bases embarked do not exceed that total.',
    },
  },
  'transport.cannot-carry': {
    severity: 'error',
    rule: 'transport',
    basis: TRANSPORT,
    description: {
      fr: 'Un transport ne prend que des socles d’infanterie, et des marcheurs s’il a une capacité de 6 ou plus ; rien d’autre ne monte.',
      en: 'A transport takes infantry bases only, and walkers when its capacity is 6 or more; nothing else boards.',
    },
  },
  'transport.host-missing': {
    severity: 'error',
    rule: 'transport',
    basis: TRANSPORT,
    description: {
      fr: 'Une unité embarquée dans une unité absente de la liste doit débarquer (moteur générique).',
      en: 'A unit embarked in a unit missing from the list must get out (generic engine).',
    },
  },
  'tactician.redundant': {
    severity: 'warning',
    rule: 'tactician',
    basis: 'seed 000, Tacticien (n)',
    description: {
      fr: 'Un seul Tacticien du groupe de combat ajoute ses dés de commandement ; les autres ne servent que de remplaçants si le premier est perdu.',
      en: 'Only one Tactician of the strike team adds its command dice; the others only serve as replacements if the first one is lost.',
    },
  },
  'leader-only.inactive': {
    severity: 'info',
    rule: 'leader-only',
    basis: 'seed 000, Stratège and Logistique',
    description: {
      fr: 'Stratège et Logistique n’ont d’effet que sur le leader du groupe de combat.',
      en: 'Stratège (Strategist) and Logistique (Logistics) only work on the strike team’s leader.',
    },
  },
};

/** Every code, in the registry's order. */
export const VERDICT_CODES = Object.keys(VERDICTS) as VerdictCode[];

export function isVerdictCode(code: string): code is VerdictCode {
  return Object.hasOwn(VERDICTS, code);
}
