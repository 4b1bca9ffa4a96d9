/**
 * The sentences of a community data import, in French and English: why a file was refused, what
 * happened to each file, what to look at. The report itself is data (import-report.ts).
 */
import type { FetchError, IdConflict, ImportOutcome, ImportWarning, RefusedFile } from './import-report';
import type { RepositoryIndexError } from './repository-index';
import type { RosterFileProblem } from './roster-check';
import { MAX_DATA_NUMBER } from './read-data-file';
import { packageErrorSentence } from './subscription/messages';

export type ImportLang = 'fr' | 'en';

/**
 * The largest number a data file may hold, as each language writes it: digits grouped by three with a
 * space or a comma. Written without Intl, whose first use in a process costs more than the command's
 * own work where nothing is refused.
 */
const MAX_SHOWN: Record<ImportLang, string> = {
  fr: groupedThousands(MAX_DATA_NUMBER, ' '),
  en: groupedThousands(MAX_DATA_NUMBER, ','),
};

function groupedThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
}

interface ImportSentences {
  refused: (file: RefusedFile) => string;
  fetch: (error: FetchError) => string;
  index: (error: RepositoryIndexError) => string;
  mismatch: (expected: { id: string; revision: number }, found: { id: string; revision: number }) => string;
  /** A file that would replace another kind of file, or another game's catalogue, sharing its id. */
  conflict: (error: IdConflict) => string;
  /** An index picked with files that lists files not picked. */
  missing: (filePaths: string[]) => string;
  /** `data import URL` / `data update`: what came from where. */
  fromIndex: (name: string, url: string) => string;
  upToDate: (count: number) => string;
  noUrlSource: string;
  warning: (warning: ImportWarning) => string;
  outcome: Record<ImportOutcome, string>;
  nothingStored: string;
  unresolved: (count: number) => string;
  unsupported: (count: number) => string;
}

/** At most five names, then how many more (a whole repository may be missing). */
function names(list: string[], lang: ImportLang): string {
  const shown = list
    .slice(0, 5)
    .map((name) => (lang === 'fr' ? `« ${name} »` : `"${name}"`))
    .join(', ');
  const more = list.length - 5;
  if (more <= 0) return shown;
  return lang === 'fr' ? `${shown} et ${more} autre${more > 1 ? 's' : ''}` : `${shown} and ${more} more`;
}

/** The sentence for a count, by the language's plural rules (French says "0 lien", English "0 links"). */
function plural(lang: ImportLang, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
}

const fr: ImportSentences = {
  refused: (file) => {
    if (file.reason === 'fetch') return fr.fetch(file.error);
    if (file.reason === 'index') return fr.index(file.error);
    if (file.reason === 'mismatch') return fr.mismatch(file.error.expected, file.error.found);
    if (file.reason === 'missing') return fr.missing(file.error.filePaths);
    if (file.reason === 'conflict') return fr.conflict(file.error);
    if (file.reason === 'package') return packageErrorSentence('fr', file.error);
    if (file.reason === 'unpack') {
      switch (file.error.code) {
        case 'unknown-kind':
          return 'ce n’est pas un fichier de données BattleScribe (.gst, .cat, .gstz, .catz, .bsr).';
        case 'broken-zip':
          return 'archive illisible (fichier tronqué ?).';
        case 'zip-bomb':
          return 'archive refusée : elle se décompresse en bien plus que des données de jeu (bombe de décompression ?).';
        case 'no-data-file':
          return 'cette archive ne contient aucun fichier de données BattleScribe (.gst ou .cat).';
        case 'not-utf8':
          return 'le texte n’est pas en UTF-8 : ce n’est pas un fichier BattleScribe.';
      }
    }
    switch (file.error.code) {
      case 'not-xml':
        return `XML illisible (${file.error.detail}).`;
      case 'not-battlescribe':
        return `ce n’est ni un système de jeu ni un catalogue BattleScribe (élément racine « ${file.error.root} »).`;
      case 'doctype':
        return 'refusé : le fichier déclare un DOCTYPE ou des entités XML, ce que les données BattleScribe ne font jamais.';
      case 'too-deep':
        return 'refusé : imbrication bien plus profonde que dans toute donnée de jeu.';
      case 'invalid':
        return `contenu non valable : ${file.error.issues.slice(0, 3).join(' ; ')}`;
      case 'number-out-of-range':
        return `nombre refusé : « ${file.error.value} » (attribut ${file.error.attribute} de l’élément ${file.error.element}, dans « ${file.error.where} ») n’est pas un nombre entre -${MAX_SHOWN.fr} et ${MAX_SHOWN.fr}.`;
    }
  },
  warning: (warning) => {
    switch (warning.code) {
      case 'older-duplicate':
        return `« ${warning.id} » est présent deux fois : la révision ${warning.keptRevision} (${warning.kept}) est gardée, la ${warning.droppedRevision} (${warning.dropped}) ignorée.`;
      case 'catalogue-without-game-system':
        return `le catalogue ${warning.name} appartient au système de jeu ${warning.gameSystemId}, absent : ajoutez son fichier .gst en même temps.`;
      case 'game-system-not-bound':
        return `le système de jeu « ${warning.name} » (${warning.gameSystemId}) est enregistré, mais Muster ne le relie à aucun de ses jeux : ses factions ne sont pas proposées dans « Nouvelle liste ».`;
    }
  },
  outcome: {
    added: 'ajouté',
    updated: 'mis à jour',
    unchanged: 'inchangé',
    older: 'plus ancien que celui enregistré : ignoré',
  },
  fetch: (error) => {
    switch (error.code) {
      case 'bad-url':
        return `adresse refusée (${error.url}) : seules les adresses http:// et https:// sont lues.`;
      case 'insecure-redirect':
        return `refusé : ${error.url} redirige d’une adresse https vers une adresse non chiffrée.`;
      case 'redirect-outside-base':
        return `refusé : ${error.url} redirige hors du dossier de l’index (vers ${error.location}).`;
      case 'too-many-redirects':
        return `refusé : trop de redirections depuis ${error.url} (boucle ?).`;
      case 'http-status':
        return `le serveur a répondu ${error.status} pour ${error.url}.`;
      case 'too-large':
        return `refusé : ${error.url} dépasse ${Math.round(error.limit / 1048576)} Mio, bien plus que des données de jeu.`;
      case 'timeout':
        return `pas de réponse complète de ${error.url} en ${error.seconds} s.`;
      case 'network':
        return `impossible de joindre ${error.url} (${error.detail}).`;
      case 'not-found':
        return `fichier introuvable : ${error.url}.`;
      case 'unreadable':
        return `impossible de lire ${error.url} (${error.detail}).`;
    }
  },
  index: (error) => {
    switch (error.code) {
      case 'not-xml':
        return `index illisible (${error.detail}).`;
      case 'doctype':
        return 'index refusé : il déclare un DOCTYPE ou des entités XML.';
      case 'too-deep':
        return 'index refusé : imbrication bien plus profonde qu’un index de données.';
      case 'not-index':
        return `ce n’est pas un index de données BattleScribe (élément racine « ${error.root} »).`;
      case 'invalid-entry':
        return `entrée d’index non valable : ${error.detail}.`;
      case 'outside-base':
        return `index refusé : le fichier « ${error.filePath} » sort du dossier de l’index (autre site ou dossier parent).`;
      case 'too-many-entries':
        return `index refusé : ${error.count} fichiers, bien plus que tout dépôt de données.`;
    }
  },
  mismatch: (expected, found) =>
    `ce n’est pas le fichier annoncé par l’index (attendu ${expected.id} rév. ${expected.revision}, reçu ${found.id} rév. ${found.revision}).`,
  conflict: (error) => {
    const kind = { gameSystem: 'système de jeu', catalogue: 'catalogue' };
    const where = error.holder.stored ? 'déjà enregistré' : 'ajouté en même temps';
    const holder =
      error.holder.kind === error.kind
        ? `du catalogue « ${error.holder.name} » du système de jeu ${error.holder.gameSystemId}`
        : `du ${kind[error.holder.kind]} « ${error.holder.name} »`;
    return `refusé : ce ${kind[error.kind]} (système de jeu ${error.gameSystemId}) porte l’identifiant ${error.id}, qui est celui ${holder} (${where}). L’enregistrer le remplacerait et des listes perdraient leur faction : le fichier est sans doute mal identifié.`;
  },
  missing: (filePaths) =>
    plural('fr', filePaths.length, {
      one: `l’index liste un fichier absent des fichiers ajoutés : ${names(filePaths, 'fr')}. Ajoutez-le avec l’index, ou ajoutez les fichiers sans l’index.`,
      other: `l’index liste ${filePaths.length} fichiers absents des fichiers ajoutés : ${names(filePaths, 'fr')}. Ajoutez-les avec l’index, ou ajoutez les fichiers sans l’index.`,
    }),
  fromIndex: (name, url) => `Dépôt « ${name} » (${url})`,
  upToDate: (count) =>
    plural('fr', count, {
      one: `${count} fichier déjà à jour (non téléchargé)`,
      other: `${count} fichiers déjà à jour (non téléchargés)`,
    }),
  noUrlSource:
    'Aucune donnée enregistrée ne vient d’un index de dépôt : ajoutez-en avec « muster data import https://…/index.bsi » ou « muster data import chemin/vers/index.bsi ».',
  nothingStored: 'Rien n’a été enregistré.',
  unresolved: (count) =>
    plural('fr', count, {
      one: `${count} lien sans cible dans les données (signalé, non bloquant)`,
      other: `${count} liens sans cible dans les données (signalés, non bloquants)`,
    }),
  unsupported: (count) =>
    plural('fr', count, {
      one: `${count} construction non lue par Muster`,
      other: `${count} constructions non lues par Muster`,
    }),
};

const en: ImportSentences = {
  refused: (file) => {
    if (file.reason === 'fetch') return en.fetch(file.error);
    if (file.reason === 'index') return en.index(file.error);
    if (file.reason === 'mismatch') return en.mismatch(file.error.expected, file.error.found);
    if (file.reason === 'missing') return en.missing(file.error.filePaths);
    if (file.reason === 'conflict') return en.conflict(file.error);
    if (file.reason === 'package') return packageErrorSentence('en', file.error);
    if (file.reason === 'unpack') {
      switch (file.error.code) {
        case 'unknown-kind':
          return 'not a BattleScribe data file (.gst, .cat, .gstz, .catz, .bsr).';
        case 'broken-zip':
          return 'the archive cannot be read (cut short?).';
        case 'zip-bomb':
          return 'archive refused: it inflates to far more than game data (a zip bomb?).';
        case 'no-data-file':
          return 'this archive holds no BattleScribe data file (.gst or .cat).';
        case 'not-utf8':
          return 'the text is not UTF-8: not a BattleScribe file.';
      }
    }
    switch (file.error.code) {
      case 'not-xml':
        return `the XML cannot be read (${file.error.detail}).`;
      case 'not-battlescribe':
        return `neither a BattleScribe game system nor a catalogue (root element "${file.error.root}").`;
      case 'doctype':
        return 'refused: the file declares a DOCTYPE or XML entities, which BattleScribe data never does.';
      case 'too-deep':
        return 'refused: nested far deeper than any game data.';
      case 'invalid':
        return `invalid content: ${file.error.issues.slice(0, 3).join('; ')}`;
      case 'number-out-of-range':
        return `number refused: "${file.error.value}" (attribute ${file.error.attribute} of element ${file.error.element}, in "${file.error.where}") is not a number between -${MAX_SHOWN.en} and ${MAX_SHOWN.en}.`;
    }
  },
  warning: (warning) => {
    switch (warning.code) {
      case 'older-duplicate':
        return `"${warning.id}" is there twice: revision ${warning.keptRevision} (${warning.kept}) is kept, ${warning.droppedRevision} (${warning.dropped}) ignored.`;
      case 'catalogue-without-game-system':
        return `the catalogue ${warning.name} belongs to game system ${warning.gameSystemId}, which is missing: add its .gst file with it.`;
      case 'game-system-not-bound':
        return `the game system "${warning.name}" (${warning.gameSystemId}) is stored, but Muster ties it to none of its games: its factions are not offered in "New list".`;
    }
  },
  outcome: {
    added: 'added',
    updated: 'updated',
    unchanged: 'unchanged',
    older: 'older than the stored one: ignored',
  },
  fetch: (error) => {
    switch (error.code) {
      case 'bad-url':
        return `address refused (${error.url}): only http:// and https:// addresses are read.`;
      case 'insecure-redirect':
        return `refused: ${error.url} redirects from an https address to an unencrypted one.`;
      case 'redirect-outside-base':
        return `refused: ${error.url} redirects outside the index's folder (to ${error.location}).`;
      case 'too-many-redirects':
        return `refused: too many redirects from ${error.url} (a loop?).`;
      case 'http-status':
        return `the server answered ${error.status} for ${error.url}.`;
      case 'too-large':
        return `refused: ${error.url} is over ${Math.round(error.limit / 1048576)} MiB, far more than game data.`;
      case 'timeout':
        return `no complete answer from ${error.url} within ${error.seconds} s.`;
      case 'network':
        return `cannot reach ${error.url} (${error.detail}).`;
      case 'not-found':
        return `no such file: ${error.url}.`;
      case 'unreadable':
        return `cannot read ${error.url} (${error.detail}).`;
    }
  },
  index: (error) => {
    switch (error.code) {
      case 'not-xml':
        return `the index cannot be read (${error.detail}).`;
      case 'doctype':
        return 'index refused: it declares a DOCTYPE or XML entities.';
      case 'too-deep':
        return 'index refused: nested far deeper than a data index.';
      case 'not-index':
        return `not a BattleScribe data index (root element "${error.root}").`;
      case 'invalid-entry':
        return `invalid index entry: ${error.detail}.`;
      case 'outside-base':
        return `index refused: the file "${error.filePath}" is outside the index's folder (another site or a parent folder).`;
      case 'too-many-entries':
        return `index refused: ${error.count} files, far more than any data repository.`;
    }
  },
  mismatch: (expected, found) =>
    `not the file the index announced (expected ${expected.id} rev. ${expected.revision}, got ${found.id} rev. ${found.revision}).`,
  conflict: (error) => {
    const kind = { gameSystem: 'game system', catalogue: 'catalogue' };
    const where = error.holder.stored ? 'already stored' : 'added with it';
    const holder =
      error.holder.kind === error.kind
        ? `the catalogue "${error.holder.name}" of game system ${error.holder.gameSystemId}`
        : `the ${kind[error.holder.kind]} "${error.holder.name}"`;
    return `refused: this ${kind[error.kind]} (game system ${error.gameSystemId}) carries the id ${error.id}, which is that of ${holder} (${where}). Storing it would replace it and lists would lose their faction: the file is probably mislabelled.`;
  },
  missing: (filePaths) =>
    plural('en', filePaths.length, {
      one: `the index lists a file that was not added with it: ${names(filePaths, 'en')}. Add it with the index, or add the files without the index.`,
      other: `the index lists ${filePaths.length} files that were not added with it: ${names(filePaths, 'en')}. Add them with the index, or add the files without the index.`,
    }),
  fromIndex: (name, url) => `Repository "${name}" (${url})`,
  upToDate: (count) =>
    plural('en', count, {
      one: `${count} file already up to date (not downloaded)`,
      other: `${count} files already up to date (not downloaded)`,
    }),
  noUrlSource:
    'No stored data comes from a repository index: add some with "muster data import https://…/index.bsi" or "muster data import path/to/index.bsi".',
  nothingStored: 'Nothing was stored.',
  unresolved: (count) =>
    plural('en', count, {
      one: `${count} link without a target in the data (reported, not blocking)`,
      other: `${count} links without a target in the data (reported, not blocking)`,
    }),
  unsupported: (count) =>
    plural('en', count, {
      one: `${count} construct Muster does not read`,
      other: `${count} constructs Muster does not read`,
    }),
};

export const importSentences: Record<ImportLang, ImportSentences> = { fr, en };

interface CheckSentences {
  problem: (problem: RosterFileProblem) => string;
  valid: string;
  invalid: string;
  stated: (value: number) => string;
  revision: (mismatch: { name: string; built: number; stored: number }) => string;
  notEvaluated: (rules: string[]) => string;
}

/** Checking rosters made with other tools against the stored community data. */
export const checkSentences: Record<ImportLang, CheckSentences> = {
  fr: {
    problem: (problem) => {
      switch (problem.code) {
        case 'not-a-roster-file':
          return 'ce n’est pas une liste BattleScribe (.ros ou .rosz).';
        case 'unreadable-archive':
          return 'archive .rosz illisible ou sans fichier .ros.';
        case 'too-large':
          return `refusé : le fichier dépasse ${Math.round(problem.limit / 1048576)} Mio une fois décompressé, bien plus qu’une liste.`;
        case 'unreadable-roster':
          return `liste illisible (${problem.detail}).`;
        case 'no-game-data':
          return `aucune donnée de jeu enregistrée pour le système ${problem.gameSystemId} : ajoutez-la avec « muster data import ».`;
      }
    },
    valid: 'liste valide',
    invalid: 'liste non valide',
    stated: (value) => `le fichier indique ${value}`,
    revision: (m) =>
      `${m.name} : liste faite avec la révision ${m.built}, données enregistrées en révision ${m.stored}`,
    notEvaluated: (rules) => `Règles Muster non évaluées sur ces données : ${rules.join(', ')}`,
  },
  en: {
    problem: (problem) => {
      switch (problem.code) {
        case 'not-a-roster-file':
          return 'not a BattleScribe roster (.ros or .rosz).';
        case 'unreadable-archive':
          return 'the .rosz archive cannot be read or holds no .ros file.';
        case 'too-large':
          return `refused: the file is over ${Math.round(problem.limit / 1048576)} MiB once inflated, far more than a list.`;
        case 'unreadable-roster':
          return `the roster cannot be read (${problem.detail}).`;
        case 'no-game-data':
          return `no game data stored for game system ${problem.gameSystemId}: add it with "muster data import".`;
      }
    },
    valid: 'legal list',
    invalid: 'illegal list',
    stated: (value) => `the file says ${value}`,
    revision: (m) => `${m.name}: list built with revision ${m.built}, stored data is revision ${m.stored}`,
    notEvaluated: (rules) => `Muster rules not evaluated on this data: ${rules.join(', ')}`,
  },
};
