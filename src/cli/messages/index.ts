import type { Lang } from '../options';
import { en } from './en';
import { fr } from './fr';
import type { CliMessages } from './types';

export type { CliMessages } from './types';

const CATALOGUES: Record<Lang, CliMessages> = { fr, en };

/** The command line's sentences in `lang`. */
export function cliMessages(lang: Lang): CliMessages {
  return CATALOGUES[lang];
}
