/**
 * What the command line says to a person, one catalogue per language (fr.ts, en.ts): the sentences of
 * the commands, the labels of their tables, the phases of an import. Names and texts from lists and
 * data come in as parameters, already made one line by the caller (`cleanLine`).
 */
import type { ImportPhase } from '../../core';

export interface CliMessages {
  /** Between a label and what it introduces: French puts a space before the colon. */
  colon: string;
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
  };
  importRoster: {
    selectionsAndLimit(selections: number, limit: number): string;
  };
  exportList: {
    notValid(errors: number): string;
    batchCannotExport(file: string, why: string): string;
    batchDone(written: number, total: number, folder: string): string;
  };
  dataImport: {
    phases: Record<ImportPhase, string>;
    files: string;
    megabytes: string;
    numberLocale: string;
    cancelled: string;
  };
}
