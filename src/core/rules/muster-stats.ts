/**
 * The figures of Muster's rules on the generic engine, as the roster's derived stats the interface,
 * the CLI and the exports read: the Elite pool and where it comes from, the command dice, each
 * transport pool's load, each Personnage Lié's détachement, each Antares unit's equipment figures.
 * Selection ids are those of the app's roster (a model or option counts for the unit holding it).
 */
import type { I18nText } from '../catalogue/schema';
import { textIn } from '../catalogue/text';
import { figuresOf, type Figure } from '../engine/muster/figures';
import type { Verdict } from '../engine/verdict';
import type { Name } from '../engine/verdict-codes';
import type {
  AntaresUnitFigures,
  AttachedCharacterLine,
  EliteBreakdownLine,
  RosterStats,
  TransportLoad,
} from '../engine/types';
import { rosterSelectionId } from './data';

function nameOf(name: Name): I18nText {
  return { fr: textIn(name, 'fr'), en: textIn(name, 'en') };
}

function firstSelection(figure: Figure): string | null {
  const id = figure.selections[0];
  return id === undefined ? null : rosterSelectionId(id);
}

function elitePool(figures: Figure[]): RosterStats['elitePool'] {
  const total = figuresOf(figures, 'elite-pool')[0];
  if (!total) return undefined;
  const breakdown: EliteBreakdownLine[] = figuresOf(figures, 'elite-source').map((source) => {
    let line = eliteLines.get(source);
    if (!line) {
      line = {
        selection: firstSelection(source) ?? '',
        name: nameOf(source.params.unit),
        value: source.value,
        reason: source.params.reason,
      };
      eliteLines.set(source, line);
    }
    return line;
  });
  return { total: total.value, breakdown };
}

/**
 * Lines made, by figure object: a unit's figures kept between evaluations (muster/memo.ts unitFact)
 * give the same lines again. Nobody writes to a line.
 */
const eliteLines = new WeakMap<Figure, EliteBreakdownLine>();
const loadLines = new WeakMap<Figure, TransportLoad>();

function tacticianDice(figures: Figure[], verdicts: Verdict[]): RosterStats['tacticianDice'] {
  const dice = figuresOf(figures, 'command-dice')[0];
  if (!dice) return undefined;
  const redundant = verdicts
    .filter((verdict) => verdict.code === 'tactician.redundant' && verdict.selections[0] !== undefined)
    .map((verdict) => rosterSelectionId(verdict.selections[0]!));
  return { dice: dice.value, from: firstSelection(dice), redundant };
}

function transports(figures: Figure[]): TransportLoad[] | undefined {
  const loads = figuresOf(figures, 'transport-load');
  if (loads.length === 0) return undefined;
  const towing = new Set(figuresOf(figures, 'attelage').map(firstSelection));
  return loads.map((load) => {
    const selection = firstSelection(load) ?? '';
    const harnessed = towing.has(selection);
    const kept = loadLines.get(load);
    if (kept?.harnessed === harnessed) return kept;
    const line: TransportLoad = {
      selection,
      capacity: load.of ?? 0,
      used: load.value,
      own: load.params.own,
      passengers:
        load.selections.length < 2 ? [] : [...new Set(load.selections.slice(1).map(rosterSelectionId))],
      harnessed,
    };
    loadLines.set(load, line);
    return line;
  });
}

function attachedCharacters(figures: Figure[]): AttachedCharacterLine[] | undefined {
  const hosts = figuresOf(figures, 'attached-characters');
  if (hosts.length === 0) return undefined;
  const gained = new Map<string, string[]>();
  for (const gain of figuresOf(figures, 'attached-character-gains'))
    gained.set(firstSelection(gain) ?? '', gain.params.kinds.split(',').filter(Boolean));
  return hosts.flatMap((host) => {
    const detachment = firstSelection(host) ?? '';
    const { rideId } = host.params;
    return host.selections.slice(1).map((id) => {
      const selection = rosterSelectionId(id);
      return {
        selection,
        detachment,
        gains: gained.get(selection) ?? [],
        transport: rideId === undefined ? null : rosterSelectionId(rideId),
      };
    });
  });
}

function antaresUnits(figures: Figure[]): AntaresUnitFigures[] | undefined {
  const units = figuresOf(figures, 'unit-equipment');
  if (units.length === 0) return undefined;
  return units.map((unit) => {
    const { drones, resBonus, medicRerolls, targeters, targeterBonus } = unit.params;
    return {
      selection: firstSelection(unit) ?? '',
      models: unit.value,
      drones,
      resBonus,
      medicRerolls,
      targeters,
      targeterBonus,
    };
  });
}

/** The stats a game's Muster rules give; a rule the binding does not run gives none. */
export function musterStats(figures: Figure[], verdicts: Verdict[]): Partial<RosterStats> {
  const stats: Partial<RosterStats> = {};
  const elite = elitePool(figures);
  if (elite) stats.elitePool = elite;
  const dice = tacticianDice(figures, verdicts);
  if (dice) stats.tacticianDice = dice;
  const loads = transports(figures);
  if (loads) stats.transports = loads;
  const characters = attachedCharacters(figures);
  if (characters) stats.attachedCharacters = characters;
  const units = antaresUnits(figures);
  if (units) stats.antaresUnits = units;
  return stats;
}
