/**
 * The sentences of the verdicts, one catalogue per language, rendered from a verdict's code and
 * parameters (the verdict itself holds no sentence). Each catalogue says every code of the registry
 * (verdict-codes.ts) and reads only the parameters that code declares: a code without its sentence,
 * or a sentence reading a parameter its code does not have, does not compile. Plurals go through
 * Intl.PluralRules; names are read in the reader's language with the catalogue's fallback chain.
 */
import { textIn, type LocalText } from '../catalogue/text';
import type { Figure, FigureId, FigureParams } from './muster/figures';
import { paramsByName, type Verdict, type VerdictParam } from './verdict';
import {
  VERDICT_CODES,
  type HolderParams,
  type LimitParams,
  type VerdictCode,
  type VerdictParams,
} from './verdict-codes';

export type MessageLang = 'fr' | 'en';

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface Words {
  selection: Plural;
  force: Plural;
  place: Plural;
  character: Plural;
  base: Plural;
  model: Plural;
  drone: Plural;
  medicReroll: Plural;
  each: string;
  /** Sentence per code; `p` reads parameters in this language. */
  sentences: Sentences;
}

/**
 * A verdict's or figure's parameters read in a language, by the names `K` its code declares
 * (properties, not methods, so that a reader of more names is no reader of fewer).
 */
interface Params<K extends string> {
  text: (name: K) => string;
  number: (name: K) => string;
  count: (name: K, noun: Plural) => string;
  /** A percentage: "25 %" for a limit, "57,1 %" (one decimal, `measured`) for what was counted. */
  percent: (name: K, measured?: boolean) => string;
  has: (name: K) => boolean;
}

type NamesOf<P> = keyof P & string;
type ParamsOf<C extends VerdictCode> = Params<NamesOf<VerdictParams[C]>>;
type Sentences = { readonly [C in VerdictCode]: (p: ParamsOf<C>) => string };
type LimitReader = Params<NamesOf<LimitParams>>;

/**
 * A limit in percent (`percent`): what share of a scope's selections or costs an entry or category
 * may take. `scope` is the constraint's; a limit inside a unit names the unit (`holder`).
 */
function frPercent(p: LimitReader, bound: 'min' | 'max'): string {
  const whole = p.text('what') === 'cost' ? `des ${p.text('costType')}` : 'des sélections';
  let where = 'de la force';
  if (p.text('scope') === 'roster') where = 'de la liste';
  else if (p.has('holder')) where = `de « ${p.text('holder')} »`;
  const most = bound === 'max' ? 'au plus' : 'au moins';
  return `« ${p.text('entry')} » : ${most} ${p.percent('limit')} ${whole} ${where} (${p.percent('count', true)} actuellement).`;
}

function enPercent(p: LimitReader, bound: 'min' | 'max'): string {
  const whole = p.text('what') === 'cost' ? p.text('costType') : 'selections';
  let where = 'the force’s';
  if (p.text('scope') === 'roster') where = 'the list’s';
  else if (p.has('holder')) where = `“${p.text('holder')}”’s`;
  const most = bound === 'max' ? 'at most' : 'at least';
  return `“${p.text('entry')}”: ${most} ${p.percent('limit')} of ${where} ${whole} (${p.percent('count', true)} now).`;
}

/** Why a unit may not board (`transport.cannot-carry`'s `why`), in French. */
function frRefusal(p: ParamsOf<'transport.cannot-carry'>): string {
  switch (p.text('why')) {
    case 'walker':
      return `un marcheur demande un transport d’au moins ${p.count('largeCapacity', fr.place)}`;
    case 'formation':
      return 'une formation ne monte pas en transport';
    case 'no-transport':
      return `« ${p.text('host')} » n’a aucun transport`;
    default:
      return 'seuls l’infanterie et les marcheurs embarquent';
  }
}

function enRefusal(p: ParamsOf<'transport.cannot-carry'>): string {
  switch (p.text('why')) {
    case 'walker':
      return `a walker needs a transport of ${p.count('largeCapacity', en.place)} or more`;
    case 'formation':
      return 'a formation does not board';
    case 'no-transport':
      return `“${p.text('host')}” has no transport`;
    default:
      return 'only infantry and walkers embark';
  }
}

type HolderReader = Params<NamesOf<HolderParams>>;

/**
 * The holder named, with the copy it is ("« Warlord Titan » nº 2") or is inside ("« Bras » de
 * « Warlord Titan » nº 2").
 */
function frHolderName(p: HolderReader): string {
  const holder = `« ${p.text('holder')} »`;
  if (!p.has('holderCopy')) return holder;
  const copy = `nº ${p.number('holderCopy')}`;
  return p.has('holderCopyOf') ? `${holder} de « ${p.text('holderCopyOf')} » ${copy}` : `${holder} ${copy}`;
}

function enHolderName(p: HolderReader): string {
  const holder = `“${p.text('holder')}”`;
  if (!p.has('holderCopy')) return holder;
  const copy = `#${p.number('holderCopy')}`;
  return p.has('holderCopyOf') ? `${holder} of “${p.text('holderCopyOf')}” ${copy}` : `${holder} ${copy}`;
}

/** "« Drone » : pas plus de…" when the limit is on an option inside a unit, else "Pas plus de…". */
function frHolder(p: HolderReader, sentence: string): string {
  return p.has('holder') ? `${frHolderName(p)} : ${lowerFirst(sentence)}` : sentence;
}

function enHolder(p: HolderReader, sentence: string): string {
  return p.has('holder') ? `${enHolderName(p)}: ${lowerFirst(sentence)}` : sentence;
}

/** The units holding what a wide limit counts, after its count: "(2 actuellement : « A », « B »)". */
function frUnits(p: Params<'units'>): string {
  return p.has('units') ? ` : ${p.text('units')}` : '';
}

function enUnits(p: Params<'units'>): string {
  return p.has('units') ? `: ${p.text('units')}` : '';
}

/** A hidden entry chosen anyway, with the reason the data gives (whom it is for), in French. */
function frHidden(p: ParamsOf<'data.hidden-selected'>): string {
  const entry = `« ${p.text('entry')} »`;
  const holder = p.has('holder') ? frHolderName(p) : undefined;
  if (p.has('for'))
    return holder
      ? `${entry} est réservé à ${p.text('for')} : ${holder} ne peut pas le prendre ; retirez-le.`
      : `${entry} est réservé à ${p.text('for')} : retirez-le.`;
  if (p.has('notFor'))
    return `${entry} est interdit à ${p.text('notFor')}${holder ? ` : retirez-le de ${holder}.` : ' : retirez-le.'}`;
  return holder
    ? `${entry} n’est pas disponible pour ${holder} tel que la liste est faite : retirez-le.`
    : `${entry} n’est pas disponible ici : retirez-le.`;
}

function enHidden(p: ParamsOf<'data.hidden-selected'>): string {
  const entry = `“${p.text('entry')}”`;
  const holder = p.has('holder') ? enHolderName(p) : undefined;
  if (p.has('for'))
    return holder
      ? `${entry} is only for ${p.text('for')}: ${holder} cannot take it; remove it.`
      : `${entry} is only for ${p.text('for')}: remove it.`;
  if (p.has('notFor'))
    return `${entry} is not allowed for ${p.text('notFor')}${holder ? `: remove it from ${holder}.` : ': remove it.'}`;
  return holder
    ? `${entry} is not available to ${holder} as the list stands: remove it.`
    : `${entry} is not available here: remove it.`;
}

/** An entry of the data chosen where it is not offered, with where it is, in French. */
function frMisplaced(p: ParamsOf<'data.misplaced-entry'>): string {
  const entry = `« ${p.text('entry')} »`;
  const where = p.has('holder') ? `à « ${p.text('holder')} »` : 'à cet endroit';
  if (p.has('places'))
    return `${entry} n’est pas proposé ${where} : il se prend avec ${p.text('places')}. Retirez-le, ou choisissez-le là.`;
  return `${entry} n’est pas proposé ${where} par les données de la faction : retirez-le, ou choisissez-le là où il est proposé.`;
}

function enMisplaced(p: ParamsOf<'data.misplaced-entry'>): string {
  const entry = `“${p.text('entry')}”`;
  const where = p.has('holder') ? `to “${p.text('holder')}”` : 'here';
  if (p.has('places'))
    return `${entry} is not offered ${where}: it is taken with ${p.text('places')}. Remove it, or choose it there.`;
  return `The faction’s data does not offer ${entry} ${where}: remove it, or choose it where it is offered.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const fr: Words = {
  selection: { one: 'sélection', other: 'sélections' },
  force: { one: 'force', other: 'forces' },
  place: { one: 'place', other: 'places' },
  character: { one: 'Personnage Lié', other: 'Personnages Liés' },
  base: { one: 'socle', other: 'socles' },
  model: { one: 'figurine', other: 'figurines' },
  drone: { one: 'drone', other: 'drones' },
  medicReroll: { one: 'relance Medic', other: 'relances Medic' },
  each: ' chacun',
  sentences: {
    'roster.force-not-offered': (p) =>
      `La force « ${p.text('force')} » de cette liste n’est plus proposée par les données de sa faction : la liste est jugée selon « ${p.text('judgedBy')} ». Choisissez sa force dans l’en-tête.`,
    'costs.out-of-range': () =>
      'Le coût de la liste ne peut pas être calculé : une valeur des données de jeu est démesurée et le total déborde. Il compte pour 0 ; corrigez ou remplacez ces données.',
    'data.min-selections': (p) =>
      p.has('percent')
        ? frPercent(p, 'min')
        : frHolder(
            p,
            `Il faut au moins ${p.count('limit', fr.selection)} de « ${p.text('entry')} »${p.has('each') ? fr.each : ''} (${p.number('count')} actuellement${frUnits(p)}).`,
          ),
    'data.max-selections': (p) =>
      p.has('percent')
        ? frPercent(p, 'max')
        : frHolder(
            p,
            `Au plus ${p.count('limit', fr.selection)} de « ${p.text('entry')} »${p.has('each') ? fr.each : ''} (${p.number('count')} actuellement${frUnits(p)}).`,
          ),
    'data.min-forces': (p) =>
      `Il faut au moins ${p.count('limit', fr.force)} « ${p.text('entry')} » (${p.number('count')} actuellement).`,
    'data.max-forces': (p) =>
      `Au plus ${p.count('limit', fr.force)} « ${p.text('entry')} » (${p.number('count')} actuellement).`,
    'data.min-cost': (p) =>
      p.has('percent')
        ? frPercent(p, 'min')
        : `« ${p.text('entry')} » doit coûter au moins ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.max-cost': (p) =>
      p.has('percent')
        ? frPercent(p, 'max')
        : `« ${p.text('entry')} » ne peut pas dépasser ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.cost-limit': (p) =>
      `La liste dépasse la limite de ${p.number('limit')} ${p.text('costType')} de ${p.number('over')} (${p.number('total')} au total).`,
    'data.hidden-selected': frHidden,
    'data.circular-cost': (p) =>
      `Le coût de « ${p.text('entry')} » dépend de lui-même dans les données : le modificateur en cause n’est pas appliqué.`,
    'tactician.redundant': (p) =>
      `« ${p.text('unit')} » (Tacticien (${p.number('dice')})) n’ajoute aucun dé de commandement : seul « ${p.text('best')} » (Tacticien (${p.number('bestDice')})) compte pour le groupe de combat ; il ne sert que de remplaçant.`,
    'transport.over-capacity': (p) =>
      `« ${p.text('unit')} » transporte ${p.count('used', fr.place)} pour ${p.count('capacity', fr.place)} dans ses transports.`,
    'transport.cannot-carry': (p) =>
      `« ${p.text('unit')} » ne peut pas monter dans « ${p.text('host')} » : ${frRefusal(p)}.`,
    'transport.host-missing': (p) =>
      `« ${p.text('unit')} » est embarqué dans une unité absente de la liste : il doit débarquer.`,
    'attached-character.unattached': (p) =>
      p.has('host')
        ? `« ${p.text('unit')} » est lié à « ${p.text('host')} », qui n’est pas un détachement : un Personnage Lié doit rejoindre un détachement.`
        : `« ${p.text('unit')} » est un Personnage Lié : il doit rejoindre un détachement.`,
    'attached-character.class-mismatch': (p) =>
      `« ${p.text('unit')} » (classe ${p.text('class')}) ne peut rejoindre qu’un détachement de classe ${p.text('allowed')} ; « ${p.text('host')} » est de classe ${p.text('hostClass')}.`,
    'attached-character.outside-company': (p) =>
      `« ${p.text('unit')} » appartient à « ${p.text('company')} » : il doit rejoindre un détachement de cette compagnie, pas « ${p.text('host')} ».`,
    'attached-character.too-many': (p) =>
      `« ${p.text('unit')} » a ${p.count('count', fr.character)} (${p.text('characters')}) ; un détachement en accepte ${p.number('max')} au plus.`,
    'leader-only.inactive': (p) =>
      `« ${p.text('ability')} » de « ${p.text('unit')} » n’a d’effet que si la figurine est le leader du groupe de combat ; « ${p.text('unit')} » n’est pas le leader.`,
    'data.unknown-entry': (p) =>
      `${p.has('holder') ? `« ${p.text('holder')} » contient` : 'La liste contient'} une entrée absente des données de ce jeu (retirée ou remplacée dans une autre révision) : retirez-la.`,
    'data.misplaced-entry': frMisplaced,
  },
};

const en: Words = {
  selection: { one: 'selection', other: 'selections' },
  force: { one: 'force', other: 'forces' },
  place: { one: 'place', other: 'places' },
  character: { one: 'attached character', other: 'attached characters' },
  base: { one: 'base', other: 'bases' },
  model: { one: 'model', other: 'models' },
  drone: { one: 'drone', other: 'drones' },
  medicReroll: { one: 'Medic reroll', other: 'Medic rerolls' },
  each: ' each',
  sentences: {
    'roster.force-not-offered': (p) =>
      `This list’s force “${p.text('force')}” is no longer offered by its faction’s data: the list is judged by “${p.text('judgedBy')}”. Choose its force in the header.`,
    'costs.out-of-range': () =>
      'The list’s cost cannot be worked out: a value in the game data is absurdly large and the total overflows. It counts as 0; fix or replace that data.',
    'data.min-selections': (p) =>
      p.has('percent')
        ? enPercent(p, 'min')
        : enHolder(
            p,
            `At least ${p.count('limit', en.selection)} of “${p.text('entry')}”${p.has('each') ? en.each : ''} needed (${p.number('count')} now${enUnits(p)}).`,
          ),
    'data.max-selections': (p) =>
      p.has('percent')
        ? enPercent(p, 'max')
        : enHolder(
            p,
            `No more than ${p.count('limit', en.selection)} of “${p.text('entry')}”${p.has('each') ? en.each : ''} allowed (${p.number('count')} now${enUnits(p)}).`,
          ),
    'data.min-forces': (p) =>
      `At least ${p.count('limit', en.force)} “${p.text('entry')}” needed (${p.number('count')} now).`,
    'data.max-forces': (p) =>
      `No more than ${p.count('limit', en.force)} “${p.text('entry')}” allowed (${p.number('count')} now).`,
    'data.min-cost': (p) =>
      p.has('percent')
        ? enPercent(p, 'min')
        : `“${p.text('entry')}” must cost at least ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.max-cost': (p) =>
      p.has('percent')
        ? enPercent(p, 'max')
        : `“${p.text('entry')}” cannot cost more than ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.cost-limit': (p) =>
      `The list is over its ${p.number('limit')} ${p.text('costType')} limit by ${p.number('over')} (${p.number('total')} in all).`,
    'data.hidden-selected': enHidden,
    'data.circular-cost': (p) =>
      `The cost of “${p.text('entry')}” depends on itself in the data: the modifier involved is not applied.`,
    'tactician.redundant': (p) =>
      `“${p.text('unit')}” (Tactician (${p.number('dice')})) adds no command dice: only “${p.text('best')}” (Tactician (${p.number('bestDice')})) counts for the strike team; it is only a replacement.`,
    'transport.over-capacity': (p) =>
      `“${p.text('unit')}” carries ${p.count('used', en.place)} in transports with ${p.count('capacity', en.place)}.`,
    'transport.cannot-carry': (p) => `“${p.text('unit')}” cannot board “${p.text('host')}”: ${enRefusal(p)}.`,
    'transport.host-missing': (p) =>
      `“${p.text('unit')}” is embarked in a unit that is not in the list: it must get out.`,
    'attached-character.unattached': (p) =>
      p.has('host')
        ? `“${p.text('unit')}” is joined to “${p.text('host')}”, which is not a detachment: an attached character must join a detachment.`
        : `“${p.text('unit')}” is an attached character: it must join a detachment.`,
    'attached-character.class-mismatch': (p) =>
      `“${p.text('unit')}” (class ${p.text('class')}) may only join a detachment of class ${p.text('allowed')}; “${p.text('host')}” is class ${p.text('hostClass')}.`,
    'attached-character.outside-company': (p) =>
      `“${p.text('unit')}” belongs to “${p.text('company')}”: it must join a detachment of that company, not “${p.text('host')}”.`,
    'attached-character.too-many': (p) =>
      `“${p.text('unit')}” has ${p.count('count', en.character)} (${p.text('characters')}); a detachment takes at most ${p.number('max')}.`,
    'leader-only.inactive': (p) =>
      `“${p.text('ability')}” on “${p.text('unit')}” only works when the model is the strike team’s leader; “${p.text('unit')}” is not the leader.`,
    'data.unknown-entry': (p) =>
      `${p.has('holder') ? `“${p.text('holder')}” holds` : 'The list holds'} an entry this game’s data does not have (removed or replaced in another revision): remove it.`,
    'data.misplaced-entry': enMisplaced,
  },
};

const CATALOGUES: Record<MessageLang, Words> = { fr, en };

/** Every code of the registry: each catalogue says each one (its type requires it). */
export const DATA_VERDICT_CODES: readonly VerdictCode[] = VERDICT_CODES;

type FigureSentences = {
  readonly [I in FigureId]: (
    figure: Figure<I>,
    p: Params<NamesOf<FigureParams[I]> | 'value' | 'of'>,
  ) => string;
};

const FIGURES: Record<MessageLang, FigureSentences> = {
  fr: {
    'command-dice': (figure, p) =>
      `Dés de commandement : ${p.number('value')}${figure.selections.length > 0 ? ` (${p.text('unit')})` : ''}`,
    'transport-load': (_figure, p) =>
      `Transport de « ${p.text('unit')} » : ${p.number('value')}/${p.number('of')}`,
    attelage: (_figure, p) => `Attelage : « ${p.text('unit')} » (${p.count('value', fr.base)})`,
    'attached-characters': (_figure, p) =>
      `Personnages Liés de « ${p.text('unit')} » : ${p.number('value')}/${p.number('of')} (${p.text('characters')})${p.has('ride') ? `, transportés par « ${p.text('ride')} »` : ''}`,
    'attached-character-gains': (_figure, p) =>
      `« ${p.text('unit')} » gagne de « ${p.text('host')} » : ${p.text('gains')}`,
    'elite-pool': (_figure, p) => `Relances Elite : ${p.number('value')}`,
    'unit-equipment': (_figure, p) =>
      `« ${p.text('unit')} » : ${p.count('value', fr.model)}${equipment(p, ' ; ', {
        drones: () => `${p.count('drones', fr.drone)} (équipement)`,
        resBonus: () => `Rés +${p.number('resBonus')}`,
        medicRerolls: () => p.count('medicRerolls', fr.medicReroll),
        targeterBonus: () => `Préc +${p.number('targeterBonus')} (ciblage)`,
      })}`,
    'elite-source': (_figure, p) =>
      `Elite de « ${p.text('unit')} » : ${p.number('value')}${p.text('reason') === 'attached-character' ? ' (Personnage Lié)' : ''}`,
  },
  en: {
    'command-dice': (figure, p) =>
      `Command dice: ${p.number('value')}${figure.selections.length > 0 ? ` (${p.text('unit')})` : ''}`,
    'transport-load': (_figure, p) =>
      `Transport of “${p.text('unit')}”: ${p.number('value')}/${p.number('of')}`,
    attelage: (_figure, p) => `Harness: “${p.text('unit')}” (${p.count('value', en.base)})`,
    'attached-characters': (_figure, p) =>
      `Attached characters of “${p.text('unit')}”: ${p.number('value')}/${p.number('of')} (${p.text('characters')})${p.has('ride') ? `, carried by “${p.text('ride')}”` : ''}`,
    'attached-character-gains': (_figure, p) =>
      `“${p.text('unit')}” gains from “${p.text('host')}”: ${p.text('gains')}`,
    'elite-pool': (_figure, p) => `Elite rerolls: ${p.number('value')}`,
    'unit-equipment': (_figure, p) =>
      `“${p.text('unit')}”: ${p.count('value', en.model)}${equipment(p, '; ', {
        drones: () => `${p.count('drones', en.drone)} (equipment)`,
        resBonus: () => `Res +${p.number('resBonus')}`,
        medicRerolls: () => p.count('medicRerolls', en.medicReroll),
        targeterBonus: () => `Acc +${p.number('targeterBonus')} (targeters)`,
      })}`,
    'elite-source': (_figure, p) =>
      `Elite of “${p.text('unit')}”: ${p.number('value')}${p.text('reason') === 'attached-character' ? ' (attached character)' : ''}`,
  },
};

type EquipmentName = NamesOf<FigureParams['unit-equipment']>;

/** The non-zero parts of a unit's equipment figures, each after the language's separator. */
function equipment(
  p: Params<EquipmentName>,
  separator: string,
  parts: Partial<Record<EquipmentName, () => string>>,
): string {
  return (Object.entries(parts) as [EquipmentName, () => string][])
    .filter(([name]) => p.has(name) && p.number(name) !== '0')
    .map(([, say]) => `${separator}${say()}`)
    .join('');
}

/** A derived figure said in a language: one generic renderer for every figure. */
export function renderFigure(figure: Figure, lang: MessageLang): string {
  const params = paramsOf({ ...figure.params, value: figure.value, of: figure.of ?? 0 }, lang);
  // The sentence of the figure's own id, which reads that figure's parameters.
  const say = FIGURES[lang][figure.id] as ((figure: Figure, p: Params<string>) => string) | undefined;
  return say ? say(figure, params) : `${figure.id}: ${params.number('value')}`;
}

export function messageCatalogue(lang: MessageLang): Readonly<Record<string, unknown>> {
  return CATALOGUES[lang].sentences;
}

/** Number formats and plural rules of one language. */
interface Formats {
  numbers: Intl.NumberFormat;
  measured: Intl.NumberFormat;
  plurals: Intl.PluralRules;
}

const LOCALES: Record<MessageLang, { numbers: string; plurals: string }> = {
  fr: { numbers: 'fr-FR', plurals: 'fr' },
  en: { numbers: 'en-GB', plurals: 'en' },
};

/**
 * Number formats and plural rules per language, built once and only when a sentence needs them:
 * building them costs far more than using them, and the first one built in a process readies the
 * platform's locale data (about 18 ms of a command's start, for a list with nothing to say).
 */
const formats: Partial<Record<MessageLang, Formats>> = {};

function formatsOf(lang: MessageLang): Formats {
  const locales = LOCALES[lang];
  return (formats[lang] ??= {
    numbers: new Intl.NumberFormat(locales.numbers, { maximumFractionDigits: 2 }),
    measured: new Intl.NumberFormat(locales.numbers, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    plurals: new Intl.PluralRules(locales.plurals),
  });
}

function paramsOf(
  values: Readonly<Record<string, VerdictParam | undefined>>,
  lang: MessageLang,
): Params<string> {
  const { numbers, measured, plurals } = formatsOf(lang);
  const raw = (name: string): VerdictParam | undefined => values[name];
  const asNumber = (name: string): number => {
    const value = raw(name);
    return typeof value === 'number' ? value : Number(value);
  };
  return {
    has: (name) => raw(name) !== undefined,
    text: (name) => {
      const value = raw(name);
      return typeof value === 'number'
        ? numbers.format(value)
        : textIn(value as LocalText | undefined, lang).trim();
    },
    number: (name) => numbers.format(asNumber(name)),
    percent: (name, isMeasured) => `${(isMeasured ? measured : numbers).format(asNumber(name))} %`,
    count: (name, noun) => {
      const value = asNumber(name);
      return `${numbers.format(value)} ${noun[plurals.select(value)] ?? noun.other}`;
    },
  };
}

/** The verdict's sentence in a language; an unknown code says so rather than failing. */
export function renderVerdict(verdict: Verdict, lang: MessageLang): string {
  // The sentence of the verdict's own code, which reads that code's parameters.
  const sentence = CATALOGUES[lang].sentences[verdict.code] as ((p: Params<string>) => string) | undefined;
  if (!sentence) return `${verdict.code}`;
  return sentence(paramsOf(paramsByName(verdict), lang));
}
