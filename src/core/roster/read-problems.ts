/**
 * Why a roster file cannot be read, as data, and the one catalogue of sentences that say it in French
 * and English. The API carries the reason (never a sentence), so the interface and the CLI say the same
 * thing in the reader's language.
 */
import { ROSTER_FORMAT } from './tree';

/** One wrong field of a file that is a roster but is damaged; `path` is language-neutral ("selections.3.count"). */
export type RosterFieldProblem =
  | { kind: 'missing'; path: string }
  | { kind: 'unknown-field'; path: string; field: string }
  | { kind: 'wrong-value'; path: string }
  | { kind: 'duplicate-id'; path: string; id: string }
  | { kind: 'unknown-reference'; path: string; id: string }
  | { kind: 'self-reference'; path: string }
  /** `attachedTo` or `embarkedIn` leading back to where it started. */
  | { kind: 'reference-cycle'; path: string; id: string }
  /** A unit joined to a unit joined to a unit…: longer than any rule allows. */
  | { kind: 'chain-too-long'; path: string; limit: number }
  /** Forces or selections nested deeper than any list. */
  | { kind: 'too-deep'; path: string; limit: number }
  /** The problems past the ones listed (read-roster MAX_LISTED_PROBLEMS). */
  | { kind: 'more-problems'; count: number };

export type RosterReadReason =
  | { code: 'file-not-found' }
  | { code: 'cannot-open'; detail: string }
  | { code: 'empty-file' }
  /** Not JSON at all: an image, a PDF, a text. */
  | { code: 'not-json' }
  /** Starts like JSON but cannot be read: cut short or edited by hand. */
  | { code: 'broken-json' }
  /** JSON, but not ours: another program's file. */
  | { code: 'not-a-roster' }
  | { code: 'bad-version' }
  | { code: 'newer-version'; version: number; supported: number }
  | { code: 'invalid-content'; problems: RosterFieldProblem[] }
  | { code: 'unknown-faction'; faction: string }
  /**
   * A list of community data not imported here (src/main/rosters/missing-faction.ts): the library
   * keeps it until the data is imported; it cannot be judged or printed before.
   */
  | { code: 'faction-data-missing'; faction: string; game: string; gameSystemId?: string }
  | { code: 'faction-of-other-game'; faction: string; factionGame: string; rosterGame: string }
  /** A share code ("muster:2:…") cut short, mistyped or made up. */
  | { code: 'share-code-broken' }
  /** A share code longer, or inflating to more, than any list. */
  | { code: 'share-code-too-large' }
  /** A share code of a later Muster. */
  | { code: 'share-code-newer'; version: number; supported: number };

export type RosterReadLang = 'fr' | 'en';

type ReasonSentences = {
  [Code in RosterReadReason['code']]: (reason: Extract<RosterReadReason, { code: Code }>) => string;
};
type ProblemSentences = {
  [Kind in RosterFieldProblem['kind']]: (problem: Extract<RosterFieldProblem, { kind: Kind }>) => string;
};

/** Sentences for one language: the reason, and one line per wrong field. */
export interface RosterReadSentences {
  /** Sentences start in lower case: they follow a label ("Import impossible : …", "ILLISIBLE"). */
  reasons: ReasonSentences;
  /** Between the lines of wrong fields when they are said on one line. */
  separator: string;
  problems: ProblemSentences;
}

const fr: RosterReadSentences = {
  reasons: {
    'file-not-found': () => 'ce fichier n’existe pas.',
    'cannot-open': (r) => `impossible d’ouvrir le fichier (${r.detail}).`,
    'empty-file': () => 'le fichier est vide.',
    'not-json': () =>
      'ce n’est pas une liste Muster : le fichier n’est pas du JSON (une image, un PDF ou un texte ?).',
    'broken-json': () =>
      'ce n’est pas une liste Muster lisible : le JSON est incomplet ou abîmé (fichier tronqué ou modifié à la main ?).',
    'not-a-roster': () =>
      `ce n’est pas une liste Muster : le champ « format » ne vaut pas « ${ROSTER_FORMAT} » (fichier d’un autre logiciel ?).`,
    'bad-version': () => 'liste abîmée : le champ « version » doit être un nombre entier.',
    'newer-version': (r) =>
      `cette liste a été enregistrée par une version plus récente de Muster (format ${r.version} ; cette version lit jusqu’au format ${r.supported}). Mettez Muster à jour pour l’ouvrir.`,
    'invalid-content': () => 'liste abîmée :',
    'unknown-faction': (r) =>
      `faction inconnue « ${r.faction} » : ce n’est ni une faction de Muster ni celle de données communautaires de ce jeu.`,
    'faction-data-missing': (r) =>
      `les données communautaires de la faction « ${r.faction} » (${r.game}) ne sont pas importées ici : importez son catalogue${r.gameSystemId ? ` et son système de jeu « ${r.gameSystemId} »` : ' et son système de jeu'} (page « Données de jeu », ou « muster data import FICHIERS… »), puis recommencez.`,
    'faction-of-other-game': (r) =>
      `la faction « ${r.faction} » appartient au jeu ${r.factionGame}, pas à ${r.rosterGame}.`,
    'share-code-broken': () =>
      'ce n’est pas un code de partage Muster lisible : il doit commencer par « muster:2: » et être copié en entier (coupé ou modifié ?).',
    'share-code-too-large': () =>
      'ce code de partage est bien trop grand pour être une liste : il n’a pas été ouvert.',
    'share-code-newer': (r) =>
      `ce code de partage a été fait par une version plus récente de Muster (code ${r.version} ; cette version lit le code ${r.supported}). Mettez Muster à jour pour l’ouvrir.`,
  },
  separator: ' ; ',
  problems: {
    missing: (p) => `${p.path} : champ manquant`,
    'unknown-field': (p) => `${p.path} : champ inconnu « ${p.field} »`,
    'wrong-value': (p) => `${p.path} : valeur non valable`,
    'duplicate-id': (p) => `${p.path} : l’identifiant « ${p.id} » est utilisé deux fois`,
    'unknown-reference': (p) => `${p.path} : aucune sélection n’a l’identifiant « ${p.id} »`,
    'self-reference': (p) => `${p.path} : une sélection ne peut pas se désigner elle-même`,
    'reference-cycle': (p) =>
      `${p.path} : « ${p.id} » renvoie en boucle à lui-même (rattachement ou embarquement)`,
    'chain-too-long': (p) =>
      `${p.path} : chaîne de rattachements ou d’embarquements de plus de ${p.limit} unités`,
    'too-deep': (p) => `${p.path} : imbrication de plus de ${p.limit} niveaux`,
    'more-problems': (p) => `et ${p.count} autre${p.count > 1 ? 's' : ''} problème${p.count > 1 ? 's' : ''}`,
  },
};

const en: RosterReadSentences = {
  reasons: {
    'file-not-found': () => 'this file does not exist.',
    'cannot-open': (r) => `cannot open the file (${r.detail}).`,
    'empty-file': () => 'the file is empty.',
    'not-json': () => 'not a roster file: the file is not JSON (an image, a PDF or a text?).',
    'broken-json': () =>
      'not a roster file: the JSON cannot be read (the file is cut short or was edited by hand?).',
    'not-a-roster': () =>
      `not a roster file: "format" must be "${ROSTER_FORMAT}" (a file from another program?).`,
    'bad-version': () => 'invalid roster file: "version" must be a whole number.',
    'newer-version': (r) =>
      `this roster was saved by a newer Muster (format version ${r.version}; this version reads up to ${r.supported}). Update Muster to open it.`,
    'invalid-content': () => 'invalid roster file:',
    'unknown-faction': (r) =>
      `unknown faction "${r.faction}": neither one of Muster's factions nor one of this game's community data.`,
    'faction-data-missing': (r) =>
      `the community data of the faction "${r.faction}" (${r.game}) is not imported here: import its catalogue and ${r.gameSystemId ? `its game system "${r.gameSystemId}"` : 'its game system'} (the "Game data" page, or "muster data import FILES…"), then try again.`,
    'faction-of-other-game': (r) =>
      `the faction "${r.faction}" belongs to ${r.factionGame}, not ${r.rosterGame}.`,
    'share-code-broken': () =>
      'not a readable Muster share code: it must start with "muster:2:" and be copied whole (cut short or changed?).',
    'share-code-too-large': () => 'this share code is far too large to be a list: it was not opened.',
    'share-code-newer': (r) =>
      `this share code was made by a newer Muster (code version ${r.version}; this version reads ${r.supported}). Update Muster to open it.`,
  },
  separator: '; ',
  problems: {
    missing: (p) => `${p.path}: missing`,
    'unknown-field': (p) => `${p.path}: unknown field "${p.field}"`,
    'wrong-value': (p) => `${p.path}: invalid value`,
    'duplicate-id': (p) => `${p.path}: "${p.id}" is used twice`,
    'unknown-reference': (p) => `${p.path}: no selection has id "${p.id}"`,
    'self-reference': (p) => `${p.path}: a selection cannot refer to itself`,
    'reference-cycle': (p) => `${p.path}: "${p.id}" leads back to itself (attachment or embarkation)`,
    'chain-too-long': (p) => `${p.path}: a chain of attachments or embarkations longer than ${p.limit} units`,
    'too-deep': (p) => `${p.path}: nested more than ${p.limit} levels deep`,
    'more-problems': (p) => `and ${p.count} more problem${p.count > 1 ? 's' : ''}`,
  },
};

export const rosterReadSentences: Record<RosterReadLang, RosterReadSentences> = { fr, en };

export function describeRosterProblem(problem: RosterFieldProblem, sentences: RosterReadSentences): string {
  const say = sentences.problems[problem.kind] as (p: RosterFieldProblem) => string;
  return say(problem);
}

/** The reason's sentence alone, without the list of wrong fields. */
export function describeRosterReason(reason: RosterReadReason, sentences: RosterReadSentences): string {
  const say = sentences.reasons[reason.code] as (r: RosterReadReason) => string;
  return say(reason);
}

/** The wrong fields, one line each. */
export function rosterProblemLines(reason: RosterReadReason, sentences: RosterReadSentences): string[] {
  return reason.code === 'invalid-content'
    ? reason.problems.map((problem) => describeRosterProblem(problem, sentences))
    : [];
}

/** The whole explanation on one line: the reason, then its first wrong fields. */
export function describeRosterReadFailure(
  reason: RosterReadReason,
  sentences: RosterReadSentences,
  maxProblems = 3,
): string {
  const lines = rosterProblemLines(reason, sentences);
  const shown = lines.slice(0, maxProblems).join(sentences.separator);
  const last = reason.code === 'invalid-content' ? reason.problems[reason.problems.length - 1] : undefined;
  // Past the problems a refusal lists, the last line counts the others.
  const total = last?.kind === 'more-problems' ? lines.length - 1 + last.count : lines.length;
  const more = total > maxProblems ? ` (+${total - maxProblems})` : '';
  return lines.length
    ? `${describeRosterReason(reason, sentences)} ${shown}${more}`
    : describeRosterReason(reason, sentences);
}
