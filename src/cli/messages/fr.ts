import type { CliMessages } from './types';

export const fr: CliMessages = {
  colon: ' : ',
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
  },
  importRoster: {
    selectionsAndLimit: (selections, limit) => `${selections} sélection(s), limite ${limit}`,
  },
  exportList: {
    notValid: (errors) =>
      `muster : cette liste n’est pas valide (${errors} erreur(s)) ; l’export les mentionne.`,
    batchCannotExport: (file, why) => `${file} : non exportée : ${why}`,
    batchDone: (written, total, folder) => `${written} liste(s) sur ${total} exportée(s) dans ${folder}`,
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
  },
};
