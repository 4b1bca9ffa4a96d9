import type { CliMessages } from './types';

export const en: CliMessages = {
  colon: ': ',
  files: {
    cannotRead: (file, why) => `Cannot read ${file}: ${why}`,
    cannotWrite: (file, why) => `Cannot write ${file}: ${why}`,
    missing: 'no such file or folder',
    folderMissing: 'its folder does not exist',
    denied: 'permission denied',
    isFolder: 'it is a folder',
  },
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
    noRosterFile: 'No roster file found in the given folders',
  },
  importRoster: {
    selectionsAndLimit: (selections, limit) => `${selections} selection(s), limit ${limit}`,
  },
  exportList: {
    notValid: (errors) => `muster: this list is not valid (${errors} error(s)); the export lists them.`,
    batchCannotExport: (file, why) => `${file}: not exported: ${why}`,
    batchDone: (written, total, folder) => `${written} of ${total} list(s) exported into ${folder}`,
    chooseFormat: (formats) => `Choose a format: --format ${formats}`,
    compactNeedsTxt: '--compact goes with --format txt (one line per unit)',
    layoutNeedsPrint: '--layout goes with --format html or pdf',
    glossaryNeedsPrint: '--no-glossary goes with --format html or pdf (the other formats print no glossary)',
    pdfNeedsOutput: 'A PDF needs an output file: -o FILE.pdf',
    roszNeedsOutput: 'A .rosz is a zip: it needs an output file, -o FILE.rosz',
    cannotMakePdf: (why) => `Cannot make the PDF: ${why}`,
    wrote: (file, bytes) => `wrote ${file} (${bytes} bytes)`,
    batchNeedsFormat: (formats) => `Several lists need a format: --format ${formats}`,
    batchNeedsFolder: 'Several lists are written into a folder: -o FOLDER',
    notAFolder: (folder) => `${folder} is not a folder: -o names the folder to write into`,
    noListFile: (paths) => `No list file (.muster, .json) in ${paths}`,
  },
  catalogue: {
    unknownView: (view, views) => `Unknown view "${view}": use one of ${views}`,
    unitsNeedFaction: 'catalogue units needs --faction ID (see: muster catalogue factions)',
    abilitiesNeedGame: 'catalogue abilities needs --game ID',
    community: (name, revision) => `community: ${name}, rev. ${revision}`,
    yes: 'yes',
    headers: {
      games: ['id', 'name', 'factions', 'points'],
      factions: ['id', 'game', 'name', 'entries', 'data'],
      units: ['id', 'kind', 'name', 'class', 'count', 'costs', 'stats', 'abilities'],
      abilities: ['id', 'name', 'scope', 'parameter', 'rule', 'full text'],
    },
  },
  serve: {
    invalidPort: (text) => `Invalid port "${text}": use 0 to 65535`,
    notBuilt: 'The interface is not built yet: run "npm run build" first (npm run serve does it).',
    portInUse: (port) =>
      `Port ${port} is already in use: pass --port with another number (0 picks a free one).`,
    running: (url) => `Muster is running in browser mode. Open this address in your browser:\n\n  ${url}\n`,
    database: (file) => `Data: ${file}\nPress Ctrl-C to stop.`,
    stopped: 'Muster stopped.',
  },
  info: {
    lines: (version, file, schema, sqlite) =>
      `Muster ${version}\nDatabase: ${file}\nSchema version: ${schema}\nSQLite: ${sqlite}`,
  },
  glossary: {
    report: (added, updated, unchanged) =>
      `  added:     ${added}\n  updated:   ${updated}\n  unchanged: ${unchanged}`,
    unmatched: (count, names) => `  not matched to an ability (${count}): ${names}`,
    unreadable: (count) => `  could not read (${count} fragments)`,
  },
  library: {
    written: (count, file) => `${count} list(s) written to ${file}`,
    from: (file) => `From ${file}`,
    summary: (r) =>
      `${r.added} list(s) added, ${r.updated} updated, ${r.unchanged} already saved (kept), ${r.refused} refused; ${r.settings} setting(s).`,
    needingData: (count) =>
      `${count} list(s) need the community data of their faction, not stored here: they stay read-only until it is imported (muster data import FILES…).`,
    refused: (name, why) => `  refused: ${name}: ${why}`,
    noBackup: 'No backup yet.',
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
    noDataFile: (paths) => `No data file (.gst, .cat, .gstz, .catz, .bsr) in ${paths}`,
    oneIndexAlone: 'Give one index (an address or an index.bsi file) alone, without files or folders',
    unknownGame: (game) => `Unknown game ${game}: netepic, deadzone, freebooters-fate or antares`,
    noRosterFile: (paths) => `No roster file (.ros, .rosz) in ${paths}`,
    noStoredData: (id) => `No stored game data has the id ${id}`,
    removed: (names) => `Removed: ${names}`,
    subscribeHint:
      'Or subscribe a game to a community source: "muster data sources", then "muster data subscribe GAME SOURCE".',
    sources: {
      subscribed: 'subscribed to',
      none: 'no subscription',
      kind: { gallery: 'BSData Gallery', repository: 'repository' },
    },
  },
};
