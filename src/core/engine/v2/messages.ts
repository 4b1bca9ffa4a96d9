/**
 * The sentences of the data verdicts, one catalogue per language, rendered from a verdict's code
 * and parameters (the verdict itself holds no sentence). Plurals go through Intl.PluralRules;
 * names are read in the reader's language with the catalogue's fallback chain.
 */
import { textIn, type LocalText } from '../../catalogue/v2/text';
import type { Figure } from './muster/figures';
import type { Verdict, VerdictParam } from './verdict';

export type MessageLang = 'fr' | 'en';

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface Words {
  selection: Plural;
  force: Plural;
  place: Plural;
  each: string;
  /** Sentence per code; `p` reads parameters in this language. */
  sentences: Record<string, (p: Params) => string>;
}

interface Params {
  text(name: string): string;
  number(name: string): string;
  count(name: string, noun: Plural): string;
  has(name: string): boolean;
}

const fr: Words = {
  selection: { one: 'sélection', other: 'sélections' },
  force: { one: 'force', other: 'forces' },
  place: { one: 'place', other: 'places' },
  each: ' chacun',
  sentences: {
    'data.min-selections': (p) =>
      `Il faut au moins ${p.count('limit', fr.selection)} de « ${p.text('entry')} »${p.has('each') ? fr.each : ''} (${p.number('count')} actuellement).`,
    'data.max-selections': (p) =>
      `Pas plus de ${p.count('limit', fr.selection)} de « ${p.text('entry')} »${p.has('each') ? fr.each : ''} (${p.number('count')} actuellement).`,
    'data.min-forces': (p) =>
      `Il faut au moins ${p.count('limit', fr.force)} « ${p.text('entry')} » (${p.number('count')} actuellement).`,
    'data.max-forces': (p) =>
      `Pas plus de ${p.count('limit', fr.force)} « ${p.text('entry')} » (${p.number('count')} actuellement).`,
    'data.min-cost': (p) =>
      `« ${p.text('entry')} » doit coûter au moins ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.max-cost': (p) =>
      `« ${p.text('entry')} » ne peut pas dépasser ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.cost-limit': (p) =>
      `La liste dépasse la limite de ${p.number('limit')} ${p.text('costType')} de ${p.number('over')} (${p.number('total')} au total).`,
    'data.hidden-selected': (p) => `« ${p.text('entry')} » n’est pas disponible ici : retirez-le.`,
    'tactician.redundant': (p) =>
      `« ${p.text('unit')} » (Tacticien (${p.number('dice')})) n’ajoute aucun dé de commandement : seul « ${p.text('best')} » (Tacticien (${p.number('bestDice')})) compte pour le groupe de combat ; il ne sert que de remplaçant.`,
    'transport.over-capacity': (p) =>
      `« ${p.text('unit')} » transporte ${p.count('used', fr.place)} pour ${p.count('capacity', fr.place)} dans ses transports.`,
    'transport.cannot-carry': (p) =>
      p.text('why') === 'walker'
        ? `« ${p.text('unit')} » ne peut pas monter dans « ${p.text('host')} » : un marcheur demande un transport d’au moins 6 places.`
        : `« ${p.text('unit')} » ne peut pas monter dans « ${p.text('host')} » : seuls l’infanterie et les marcheurs embarquent.`,
    'data.unknown-entry': (p) =>
      `Entrée inconnue « ${p.text('entryId')} » : absente des données de ce jeu ; retirez-la.`,
  },
};

const en: Words = {
  selection: { one: 'selection', other: 'selections' },
  force: { one: 'force', other: 'forces' },
  place: { one: 'place', other: 'places' },
  each: ' each',
  sentences: {
    'data.min-selections': (p) =>
      `At least ${p.count('limit', en.selection)} of “${p.text('entry')}”${p.has('each') ? en.each : ''} needed (${p.number('count')} now).`,
    'data.max-selections': (p) =>
      `No more than ${p.count('limit', en.selection)} of “${p.text('entry')}”${p.has('each') ? en.each : ''} allowed (${p.number('count')} now).`,
    'data.min-forces': (p) =>
      `At least ${p.count('limit', en.force)} “${p.text('entry')}” needed (${p.number('count')} now).`,
    'data.max-forces': (p) =>
      `No more than ${p.count('limit', en.force)} “${p.text('entry')}” allowed (${p.number('count')} now).`,
    'data.min-cost': (p) =>
      `“${p.text('entry')}” must cost at least ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.max-cost': (p) =>
      `“${p.text('entry')}” cannot cost more than ${p.number('limit')} ${p.text('costType')} (${p.number('count')}).`,
    'data.cost-limit': (p) =>
      `The list is over its ${p.number('limit')} ${p.text('costType')} limit by ${p.number('over')} (${p.number('total')} in all).`,
    'data.hidden-selected': (p) => `“${p.text('entry')}” is not available here: remove it.`,
    'data.circular-cost': (p) =>
      `The cost of “${p.text('entry')}” depends on itself in the data: the modifier involved is not applied.`,
    'tactician.redundant': (p) =>
      `“${p.text('unit')}” (Tactician (${p.number('dice')})) adds no command dice: only “${p.text('best')}” (Tactician (${p.number('bestDice')})) counts for the strike team; it is only a replacement.`,
    'transport.over-capacity': (p) =>
      `“${p.text('unit')}” carries ${p.count('used', en.place)} in transports with ${p.count('capacity', en.place)}.`,
    'transport.cannot-carry': (p) =>
      p.text('why') === 'walker'
        ? `“${p.text('unit')}” cannot board “${p.text('host')}”: a walker needs a transport of 6 places or more.`
        : `“${p.text('unit')}” cannot board “${p.text('host')}”: only infantry and walkers embark.`,
    'data.unknown-entry': (p) => `Unknown entry “${p.text('entryId')}”: not in this game’s data; remove it.`,
  },
};

const CATALOGUES: Record<MessageLang, Words> = { fr, en };

/** The codes every language must say: a test checks each catalogue against this list. */
export const DATA_VERDICT_CODES = Object.keys(fr.sentences);

const FIGURES: Record<MessageLang, Record<string, (figure: Figure, p: Params) => string>> = {
  fr: {
    'command-dice': (figure, p) =>
      `Dés de commandement : ${p.number('value')}${figure.selections.length > 0 ? ` (${p.text('unit')})` : ''}`,
    'transport-load': (_figure, p) =>
      `Transport de « ${p.text('unit')} » : ${p.number('value')}/${p.number('of')}`,
  },
  en: {
    'command-dice': (figure, p) =>
      `Command dice: ${p.number('value')}${figure.selections.length > 0 ? ` (${p.text('unit')})` : ''}`,
    'transport-load': (_figure, p) =>
      `Transport of “${p.text('unit')}”: ${p.number('value')}/${p.number('of')}`,
  },
};

/** A derived figure said in a language: one generic renderer for every figure. */
export function renderFigure(figure: Figure, lang: MessageLang): string {
  const params = paramsOf({ params: { ...figure.params, value: figure.value, of: figure.of ?? 0 } }, lang);
  const say = FIGURES[lang][figure.id];
  return say ? say(figure, params) : `${figure.id}: ${params.number('value')}`;
}

export function messageCatalogue(lang: MessageLang): Readonly<Record<string, unknown>> {
  return CATALOGUES[lang].sentences;
}

function paramsOf(verdict: Pick<Verdict, 'params'>, lang: MessageLang): Params {
  const numbers = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  const plurals = new Intl.PluralRules(lang);
  const raw = (name: string): VerdictParam | undefined => verdict.params[name];
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
    count: (name, noun) => {
      const value = asNumber(name);
      return `${numbers.format(value)} ${noun[plurals.select(value)] ?? noun.other}`;
    },
  };
}

/** The verdict's sentence in a language; an unknown code says so rather than failing. */
export function renderVerdict(verdict: Verdict, lang: MessageLang): string {
  const sentence = CATALOGUES[lang].sentences[verdict.code];
  if (!sentence) return `${verdict.code}`;
  return sentence(paramsOf(verdict, lang));
}
