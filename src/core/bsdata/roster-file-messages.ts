/**
 * The sentences of a BattleScribe roster file's import (and of a `.rosz` export refused), in French and
 * English: the page and the CLI say the same. The import's outcome itself is data (import-roster-file.ts).
 */
import type {
  RosterFileCostLine,
  RosterFileImportProblem,
  RosterFileImportReport,
} from './import-roster-file';

export type RosterFileLang = 'fr' | 'en';

/** Why a list cannot be exported as a `.rosz` (export-roster-file.ts). */
export type RosterFileExportRefusal = { code: 'builtin-faction'; faction: string };

function quoted(name: string, lang: RosterFileLang): string {
  return lang === 'fr' ? `« ${name} »` : `“${name}”`;
}

function number(value: number, lang: RosterFileLang): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);
}

/** Why the file was not imported (nothing was stored). */
export function rosterFileProblemText(problem: RosterFileImportProblem, lang: RosterFileLang): string {
  const fr = lang === 'fr';
  switch (problem.code) {
    case 'not-a-roster-file':
      return fr
        ? `${quoted(problem.name, lang)} n’est pas une liste BattleScribe (.ros ou .rosz).`
        : `${quoted(problem.name, lang)} is not a BattleScribe roster (.ros or .rosz).`;
    case 'unreadable-archive':
      return fr
        ? `${quoted(problem.name, lang)} n’est pas une archive .rosz lisible, ou ne contient aucun fichier .ros.`
        : `${quoted(problem.name, lang)} is not a readable .rosz archive, or holds no .ros file.`;
    case 'too-large': {
      const limit = number(problem.limit / (1024 * 1024), lang);
      return fr
        ? `${quoted(problem.name, lang)} dépasse ${limit} Mo (décompressé) : refusé sans être décompressé.`
        : `${quoted(problem.name, lang)} is over ${limit} MB (inflated): refused without inflating it.`;
    }
    case 'not-utf8':
      return fr
        ? `${quoted(problem.name, lang)} n’est pas du texte UTF-8.`
        : `${quoted(problem.name, lang)} is not UTF-8 text.`;
    case 'doctype':
      return fr
        ? 'le fichier déclare un DOCTYPE ou des entités XML, ce qu’une liste BattleScribe ne fait jamais : refusé.'
        : 'the file declares a DOCTYPE or XML entities, which a BattleScribe roster never does: refused.';
    case 'too-deep':
      return fr
        ? 'le fichier imbrique ses éléments plus profondément qu’aucune liste : refusé.'
        : 'the file nests its elements deeper than any roster does: refused.';
    case 'not-xml':
      return fr
        ? `le fichier n’est pas du XML bien formé (${problem.detail}).`
        : `the file is not well-formed XML (${problem.detail}).`;
    case 'not-a-roster':
      return fr
        ? `ce XML n’est pas une liste BattleScribe (son élément racine est ${quoted(problem.root, lang)}).`
        : `this XML is not a BattleScribe roster (its root element is ${quoted(problem.root, lang)}).`;
    case 'no-game-data':
      return fr
        ? `les données de jeu ${quoted(problem.gameSystemName, lang)} ne sont pas importées : importez d’abord les données de jeu (« Données de jeu », ou muster data import).`
        : `the game data ${quoted(problem.gameSystemName, lang)} is not imported: import the game data first (“Game data”, or muster data import).`;
    case 'unsupported-game':
      return fr
        ? `les données de jeu ${quoted(problem.gameSystemName, lang)} ne sont celles d’aucun jeu de Muster.`
        : `the game data ${quoted(problem.gameSystemName, lang)} is not the data of one of Muster’s games.`;
    case 'no-catalogue':
      return fr
        ? `la faction ${quoted(problem.catalogueName, lang)} n’est pas importée : importez d’abord ses données de jeu (son catalogue).`
        : `the faction ${quoted(problem.catalogueName, lang)} is not imported: import its game data (its catalogue) first.`;
    case 'no-force':
      return fr ? 'la liste ne contient aucune force.' : 'the roster holds no force.';
    case 'too-many-selections':
      return fr
        ? `la liste compte plus de ${number(problem.limit, lang)} sélections.`
        : `the roster has more than ${number(problem.limit, lang)} selections.`;
    case 'invalid-content':
      return fr
        ? `la liste porte des identifiants ou des valeurs que Muster ne lit pas (${problem.details.slice(0, 3).join(' ; ')}).`
        : `the roster carries ids or values Muster cannot read (${problem.details.slice(0, 3).join('; ')}).`;
  }
}

function costText(line: RosterFileCostLine, lang: RosterFileLang): string {
  return lang === 'fr'
    ? `${line.name} ${number(line.value, lang)} (le fichier indiquait ${number(line.stated!, lang)})`
    : `${line.name} ${number(line.value, lang)} (the file said ${number(line.stated!, lang)})`;
}

/** What the player should know after an import: one sentence per point, none when all is as the file said. */
export function rosterFileReportLines(report: RosterFileImportReport, lang: RosterFileLang): string[] {
  const fr = lang === 'fr';
  const lines: string[] = [];
  const differing = report.costs.filter((line) => line.stated !== undefined);
  if (differing.length > 0)
    lines.push(
      fr
        ? `Coûts recalculés à partir des données : ${differing.map((line) => costText(line, lang)).join(', ')}.`
        : `Costs computed again from the data: ${differing.map((line) => costText(line, lang)).join(', ')}.`,
    );
  if (report.revisionMismatches.length > 0) {
    const list = report.revisionMismatches
      .map((mismatch) =>
        fr
          ? `${quoted(mismatch.name, lang)} révision ${mismatch.built} dans le fichier, ${mismatch.stored} ici`
          : `${quoted(mismatch.name, lang)} revision ${mismatch.built} in the file, ${mismatch.stored} here`,
      )
      .join(', ');
    lines.push(
      fr
        ? `La liste a été faite avec d’autres révisions des données : ${list}.`
        : `The roster was made with other revisions of the data: ${list}.`,
    );
  }
  if (report.otherForces.length > 0) {
    const names = report.otherForces.map((force) => quoted(force.name, lang)).join(', ');
    lines.push(
      fr
        ? `Forces d’autres catalogues laissées de côté (une liste Muster est d’une seule faction) : ${names}.`
        : `Forces of other catalogues left out (a Muster list is of one faction): ${names}.`,
    );
  }
  if (report.dropped > 0)
    lines.push(
      fr
        ? `${number(report.dropped, lang)} option(s) imbriquée(s) trop profondément laissée(s) de côté.`
        : `${number(report.dropped, lang)} option(s) nested too deep left out.`,
    );
  return lines;
}

/** The list was added to the library. */
export function rosterFileImportedText(name: string, faction: string, lang: RosterFileLang): string {
  return lang === 'fr'
    ? `Liste ${quoted(name, lang)} (${faction}) importée dans la bibliothèque.`
    : `List ${quoted(name, lang)} (${faction}) imported into the library.`;
}

/** The refusal in the reader's language (the CLI's `--lang`, the page's interface). */
export function rosterFileExportRefusalText(refusal: RosterFileExportRefusal, lang: RosterFileLang): string {
  return lang === 'fr'
    ? 'Seules les listes d’une faction importée (données communautaires, « Données de jeu ») s’exportent en .rosz : les factions intégrées à Muster n’ont pas les identifiants des données BattleScribe.'
    : 'Only lists of an imported faction (community data, “Game data”) export to .rosz: Muster’s built-in factions do not have the ids of the BattleScribe data.';
}
