import type { Dictionary } from './fr';

export const en: Dictionary = {
  app: {
    title: 'Muster',
    tagline: 'Army lists for NetEpic, Deadzone, Freebooter’s Fate and Antares',
    language: 'Language',
    switchTo: 'Français',
  },
  status: {
    heading: 'Application status',
    connected: 'Connected to the database',
    version: 'Version',
    host: 'Mode',
    sqlite: 'SQLite',
    schema: 'Schema version',
    database: 'Data file',
    loading: 'Loading…',
    error: 'Error: {{ message }}',
    hosts: { desktop: 'desktop app', browser: 'browser', cli: 'command line' },
  },
};
