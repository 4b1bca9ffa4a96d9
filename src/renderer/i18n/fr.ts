export const fr = {
  app: {
    title: 'Muster',
    tagline: 'Listes d’armée pour NetEpic, Deadzone, Freebooter’s Fate et Antares',
    language: 'Langue',
    switchTo: 'English',
  },
  status: {
    heading: 'État de l’application',
    connected: 'Connecté à la base de données',
    version: 'Version',
    host: 'Mode',
    sqlite: 'SQLite',
    schema: 'Version du schéma',
    database: 'Fichier de données',
    loading: 'Chargement…',
    error: 'Erreur : {{ message }}',
    hosts: { desktop: 'application de bureau', browser: 'navigateur', cli: 'ligne de commande' },
  },
};
export type Dictionary = typeof fr;
