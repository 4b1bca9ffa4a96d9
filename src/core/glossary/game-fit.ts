/**
 * Whether a glossary belongs to the game it is imported into. A glossary names the rules of one game;
 * the few names games share ("Médecin", "Grenade", "Agile") must not let another game's glossary write
 * a handful of foreign texts over our rules. The import is refused, whole, when:
 *
 * - another game's catalogue matches more of the glossary's rules than the chosen game's does (it is
 *   that game's glossary), or
 * - fewer than a quarter of its rules match the chosen game (it is no glossary of this game).
 *
 * Measured on the seed glossaries: each matches 93–100 % of its rules in its own game and at most 4 %
 * in any other, so both thresholds sit far from real files on either side.
 */

/** The share of a glossary's rules that must match the chosen game. */
export const MIN_MATCHED_SHARE = 0.25;

export type GlossaryGameRefusal =
  | {
      code: 'other-game';
      game: string;
      otherGame: string;
      matched: number;
      otherMatched: number;
      rules: number;
    }
  | { code: 'few-matches'; game: string; matched: number; rules: number };

/**
 * Judges the fit from how many of the glossary's `rules` each game's catalogue matches; undefined
 * when the glossary may be imported into `game`.
 */
export function judgeGlossaryGame(
  game: string,
  rules: number,
  matchedByGame: ReadonlyMap<string, number>,
): GlossaryGameRefusal | undefined {
  const matched = matchedByGame.get(game) ?? 0;
  let best: [string, number] | undefined;
  for (const [other, count] of matchedByGame)
    if (other !== game && count > matched && (!best || count > best[1])) best = [other, count];
  if (best) return { code: 'other-game', game, otherGame: best[0], matched, otherMatched: best[1], rules };
  if (matched < rules * MIN_MATCHED_SHARE) return { code: 'few-matches', game, matched, rules };
  return undefined;
}

type Names = (game: string) => string;

/** The refusal as one sentence in French or English; `gameName` gives a game's name in that language. */
export function describeGlossaryRefusal(
  refusal: GlossaryGameRefusal,
  source: string,
  lang: 'fr' | 'en',
  gameName: Names,
): string {
  const game = gameName(refusal.game);
  if (refusal.code === 'other-game') {
    const other = gameName(refusal.otherGame);
    return lang === 'fr'
      ? `${source} semble être un glossaire de ${other}, pas de ${game} : ${refusal.otherMatched} de ses ${refusal.rules} règles correspondent à ${other}, ${refusal.matched} à ${game}. Rien n’a été importé ; choisissez le bon jeu (--game).`
      : `${source} looks like a ${other} glossary, not a ${game} one: ${refusal.otherMatched} of its ${refusal.rules} rules match ${other}, ${refusal.matched} match ${game}. Nothing was imported; choose the right game (--game).`;
  }
  const fr =
    refusal.matched === 0
      ? `aucune de ses ${refusal.rules} règles ne correspond à une capacité de ce jeu`
      : `${refusal.matched} de ses ${refusal.rules} règles seulement correspondent à une capacité de ce jeu (il en faut au moins un quart)`;
  const en =
    refusal.matched === 0
      ? `none of its ${refusal.rules} rules matches an ability of this game`
      : `only ${refusal.matched} of its ${refusal.rules} rules match an ability of this game (at least a quarter must)`;
  return lang === 'fr'
    ? `${source} ne semble pas être un glossaire de ${game} : ${fr}. Rien n’a été importé ; choisissez le bon jeu (--game).`
    : `${source} does not look like a ${game} glossary: ${en}. Nothing was imported; choose the right game (--game).`;
}
