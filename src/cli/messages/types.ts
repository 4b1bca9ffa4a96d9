/**
 * What the command line says to a person, one catalogue per language (fr.ts, en.ts): the sentences of
 * the commands, the labels of their tables, the phases of an import. Names and texts from lists and
 * data come in as parameters, already made one line by the caller (`cleanLine`).
 */
import type { ImportPhase } from '../../core';

export interface CliMessages {
  /** Between a label and what it introduces: French puts a space before the colon. */
  colon: string;
  /** Files and folders given on the command line; `why` is one of the reasons below or the system's own. */
  files: {
    cannotRead(file: string, why: string): string;
    cannotWrite(file: string, why: string): string;
    /** Read: nothing of that name. */
    missing: string;
    /** Written: the folder it goes into is not there. */
    folderMissing: string;
    denied: string;
    isFolder: string;
  };
  share: {
    notAListNorId(what: string): string;
    olderFormatNeedsData(what: string, faction: string): string;
    qrTooWide(width: number): string;
    tooLongForQr: string;
    nameAndFingerprint(name: string, fingerprint: string): string;
    codeWritten(name: string, file: string, fingerprint: string): string;
    codeAdded(name: string, id: string, fingerprint: string): string;
  };
  validate: {
    valid: string;
    invalid: string;
    unreadable: string;
    dataMissing: string;
    fingerprint: string;
    tableHeaders: [string, string, string, string, string, string];
    reportWritten(file: string): string;
    noRosterFile: string;
  };
  importRoster: {
    selectionsAndLimit(selections: number, limit: number): string;
  };
  exportList: {
    notValid(errors: number): string;
    batchCannotExport(file: string, why: string): string;
    batchDone(written: number, total: number, folder: string): string;
    chooseFormat(formats: string): string;
    compactNeedsTxt: string;
    layoutNeedsPrint: string;
    glossaryNeedsPrint: string;
    pdfNeedsOutput: string;
    roszNeedsOutput: string;
    cannotMakePdf(why: string): string;
    wrote(file: string, bytes: number): string;
    batchNeedsFormat(formats: string): string;
    batchNeedsFolder: string;
    notAFolder(folder: string): string;
    noListFile(paths: string): string;
  };
  catalogue: {
    unknownView(view: string, views: string): string;
    unitsNeedFaction: string;
    abilitiesNeedGame: string;
    /** The data column of `catalogue factions`: an imported faction's source and revision. */
    community(name: string, revision: number): string;
    /** The full-text column of `catalogue abilities`. */
    yes: string;
    headers: {
      games: [string, string, string, string];
      factions: [string, string, string, string, string];
      units: [string, string, string, string, string, string, string, string];
      abilities: [string, string, string, string, string, string];
    };
  };
  serve: {
    invalidPort(text: string): string;
    notBuilt: string;
    portInUse(port: number): string;
    running(url: string): string;
    database(file: string): string;
    stopped: string;
  };
  info: {
    lines(version: string, databaseFile: string, schemaVersion: number, sqlite: string): string;
  };
  glossary: {
    report(added: number, updated: number, unchanged: number): string;
    unmatched(count: number, names: string): string;
    unreadable(count: number): string;
  };
  library: {
    written(count: number, file: string): string;
    from(file: string): string;
    summary(report: {
      added: number;
      updated: number;
      unchanged: number;
      refused: number;
      settings: number;
    }): string;
    needingData(count: number): string;
    refused(name: string, why: string): string;
    noBackup: string;
  };
  dataImport: {
    phases: Record<ImportPhase, string>;
    files: string;
    megabytes: string;
    numberLocale: string;
    cancelled: string;
    noDataFile(paths: string): string;
    oneIndexAlone: string;
    unknownGame(game: string): string;
    noRosterFile(paths: string): string;
    noStoredData(id: string): string;
    removed(names: string): string;
    subscribeHint: string;
    sources: {
      subscribed: string;
      none: string;
      kind: Record<'gallery' | 'repository', string>;
    };
  };
}
