import type { CliMessages } from './types';

export const en: CliMessages = {
  colon: ': ',
  share: {
    notAListNorId: (what) => `${what}: neither a roster file nor the id of a saved list`,
    olderFormatNeedsData: (what, faction) =>
      `${what}: this list of an older format cannot be shared without its faction's data (${faction}): import it first`,
    qrTooWide: (width) =>
      `This QR code is ${width} columns wide: widen the terminal to at least ${width} columns to scan it, or share the code as text.`,
    tooLongForQr: 'This list is too long for a QR code: share the code as text.',
    nameAndFingerprint: (name, fingerprint) => `${name} — fingerprint ${fingerprint}`,
    codeWritten: (name, file, fingerprint) => `${name} written to ${file} (fingerprint ${fingerprint})`,
    codeAdded: (name, id, fingerprint) =>
      `List "${name}" added to the library (id ${id}, fingerprint ${fingerprint})`,
  },
  validate: {
    valid: 'valid',
    invalid: 'INVALID',
    unreadable: 'UNREADABLE',
    dataMissing: 'DATA MISSING',
    fingerprint: 'fingerprint',
    tableHeaders: ['file', 'faction', 'points', 'errors', 'warnings', 'fingerprint'],
    reportWritten: (file) => `Report written: ${file}`,
  },
  importRoster: {
    selectionsAndLimit: (selections, limit) => `${selections} selection(s), limit ${limit}`,
  },
  exportList: {
    notValid: (errors) => `muster: this list is not valid (${errors} error(s)); the export lists them.`,
    batchCannotExport: (file, why) => `${file}: not exported: ${why}`,
    batchDone: (written, total, folder) => `${written} of ${total} list(s) exported into ${folder}`,
  },
  dataImport: {
    phases: {
      waiting: 'Starting',
      downloading: 'Downloading',
      reading: 'Reading',
      checking: 'Checking',
      storing: 'Storing',
      finishing: 'Updating lists',
    },
    files: 'files',
    megabytes: 'MB',
    numberLocale: 'en-GB',
    cancelled: 'Import cancelled: nothing was stored',
  },
};
