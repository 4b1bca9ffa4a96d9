import type { CliMessages } from './types';

export const fr: CliMessages = {
  colon: ' : ',
  files: {
    cannotRead: (file, why) => `Impossible de lire ${file} : ${why}`,
    cannotWrite: (file, why) => `Impossible d’écrire ${file} : ${why}`,
    missing: 'aucun fichier ni dossier de ce nom',
    folderMissing: 'son dossier n’existe pas',
    denied: 'accès refusé',
    isFolder: 'c’est un dossier',
  },
  share: {
    notAListNorId: (what) => `${what} : ni un fichier de liste ni l’identifiant d’une liste enregistrée`,
    olderFormatNeedsData: (what, faction) =>
      `${what} : cette liste d’un format ancien ne peut être partagée sans les données de sa faction (${faction}) : importez-les d’abord`,
    qrTooWide: (width) =>
      `Ce QR code fait ${width} colonnes de large : élargissez le terminal à ${width} colonnes au moins pour le lire, ou partagez le code en texte.`,
    tooLongForQr: 'Liste trop longue pour un QR code : partagez le code en texte.',
    nameAndFingerprint: (name, fingerprint) => `${name} — empreinte ${fingerprint}`,
    codeWritten: (name, file, fingerprint) => `${name} écrite dans ${file} (empreinte ${fingerprint})`,
    codeAdded: (name, id, fingerprint) =>
      `Liste « ${name} » ajoutée à la bibliothèque (id ${id}, empreinte ${fingerprint})`,
  },
  validate: {
    valid: 'valide',
    invalid: 'NON VALIDE',
    unreadable: 'ILLISIBLE',
    dataMissing: 'DONNÉES MANQUANTES',
    fingerprint: 'empreinte',
    tableHeaders: ['fichier', 'faction', 'points', 'erreurs', 'avertissements', 'empreinte'],
    reportWritten: (file) => `Rapport écrit : ${file}`,
    noRosterFile: 'Aucun fichier de liste dans les dossiers donnés',
  },
  importRoster: {
    selectionsAndLimit: (selections, limit) => `${selections} sélection(s), limite ${limit}`,
  },
  exportList: {
    notValid: (errors) =>
      `muster : cette liste n’est pas valide (${errors} erreur(s)) ; l’export les mentionne.`,
    batchCannotExport: (file, why) => `${file} : non exportée : ${why}`,
    batchDone: (written, total, folder) => `${written} liste(s) sur ${total} exportée(s) dans ${folder}`,
    chooseFormat: (formats) => `Choisissez un format : --format ${formats}`,
    compactNeedsTxt: '--compact va avec --format txt (une ligne par unité)',
    layoutNeedsPrint: '--layout va avec --format html ou pdf',
    glossaryNeedsPrint:
      '--no-glossary va avec --format html ou pdf (les autres formats n’impriment pas de glossaire)',
    pdfNeedsOutput: 'Un PDF demande un fichier de sortie : -o FICHIER.pdf',
    roszNeedsOutput: 'Un .rosz est une archive zip : il demande un fichier de sortie, -o FICHIER.rosz',
    cannotMakePdf: (why) => `Impossible de produire le PDF : ${why}`,
    wrote: (file, bytes) => `${file} écrit (${bytes} octets)`,
    batchNeedsFormat: (formats) => `Plusieurs listes demandent un format : --format ${formats}`,
    batchNeedsFolder: 'Plusieurs listes s’écrivent dans un dossier : -o DOSSIER',
    notAFolder: (folder) => `${folder} n’est pas un dossier : -o nomme le dossier où écrire`,
    noListFile: (paths) => `Aucun fichier de liste (.muster, .json) dans ${paths}`,
  },
  catalogue: {
    unknownView: (view, views) => `Vue inconnue « ${view} » : choisissez parmi ${views}`,
    unitsNeedFaction: 'catalogue units demande --faction ID (voir : muster catalogue factions)',
    abilitiesNeedGame: 'catalogue abilities demande --game ID',
    community: (name, revision) => `communautaire : ${name}, rév. ${revision}`,
    yes: 'oui',
    headers: {
      games: ['id', 'nom', 'factions', 'points'],
      factions: ['id', 'jeu', 'nom', 'entrées', 'données'],
      units: ['id', 'type', 'nom', 'classe', 'effectif', 'coûts', 'profil', 'capacités'],
      abilities: ['id', 'nom', 'domaine', 'paramètre', 'règle', 'texte complet'],
    },
  },
  serve: {
    invalidPort: (text) => `Port « ${text} » non valide : utilisez un nombre de 0 à 65535`,
    notBuilt:
      'L’interface n’est pas encore construite : lancez d’abord « npm run build » (npm run serve le fait).',
    portInUse: (port) =>
      `Le port ${port} est déjà utilisé : passez --port avec un autre nombre (0 en choisit un libre).`,
    running: (url) =>
      `Muster tourne en mode navigateur. Ouvrez cette adresse dans votre navigateur :\n\n  ${url}\n`,
    database: (file) => `Données : ${file}\nCtrl-C pour arrêter.`,
    stopped: 'Muster arrêté.',
  },
  info: {
    lines: (version, file, schema, sqlite) =>
      `Muster ${version}\nBase de données : ${file}\nVersion du schéma : ${schema}\nSQLite : ${sqlite}`,
  },
  glossary: {
    report: (added, updated, unchanged) =>
      `  ajoutés :      ${added}\n  mis à jour :   ${updated}\n  inchangés :    ${unchanged}`,
    unmatched: (count, names) => `  sans capacité correspondante (${count}) : ${names}`,
    unreadable: (count) => `  illisibles (${count} fragments)`,
  },
  library: {
    written: (count, file) => `${count} liste(s) écrite(s) dans ${file}`,
    from: (file) => `Depuis ${file}`,
    summary: (r) =>
      `${r.added} liste(s) ajoutée(s), ${r.updated} mise(s) à jour, ${r.unchanged} déjà enregistrée(s) (gardées), ${r.refused} refusée(s) ; ${r.settings} réglage(s).`,
    needingData: (count) =>
      `${count} liste(s) demandent les données communautaires de leur faction, absentes ici : elles restent en lecture seule jusqu’à leur import (muster data import FICHIERS…).`,
    refused: (name, why) => `  refusée : ${name} : ${why}`,
    noBackup: 'Pas encore de sauvegarde.',
  },
  dataImport: {
    phases: {
      waiting: 'Préparation',
      downloading: 'Téléchargement',
      reading: 'Lecture',
      checking: 'Vérification',
      storing: 'Enregistrement',
      finishing: 'Mise à jour des listes',
    },
    files: 'fichiers',
    megabytes: 'Mo',
    numberLocale: 'fr-FR',
    cancelled: 'Import annulé : rien n’a été enregistré',
    noDataFile: (paths) => `Aucun fichier de données (.gst, .cat, .gstz, .catz, .bsr) dans ${paths}`,
    oneIndexAlone:
      'Donnez un seul index (une adresse ou un fichier index.bsi), sans fichiers ni dossiers à côté',
    unknownGame: (game) => `Jeu inconnu ${game} : netepic, deadzone, freebooters-fate ou antares`,
    noRosterFile: (paths) => `Aucun fichier de liste (.ros, .rosz) dans ${paths}`,
    noStoredData: (id) => `Aucune donnée de jeu enregistrée n’a l’id ${id}`,
    removed: (names) => `Supprimé(s) : ${names}`,
    subscribeHint:
      'Ou abonnez un jeu à une source communautaire : « muster data sources » puis « muster data subscribe JEU SOURCE ».',
    sources: {
      subscribed: 'abonné à',
      none: 'pas d’abonnement',
      kind: { gallery: 'Galerie BSData', repository: 'dépôt' },
    },
  },
};
