import { Option } from 'commander';
import { GAME_IDS } from '../core';

export type Lang = 'fr' | 'en';

export const langOption = () =>
  new Option('--lang <lang>', 'language of names and messages').choices(['fr', 'en']).default('fr');
export const gameOption = () => new Option('--game <id>', 'game').choices([...GAME_IDS]);
