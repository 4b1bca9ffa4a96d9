/**
 * The figures of Muster's rules on the generic engine, as the roster's derived stats the interface,
 * the CLI and the exports read: the Elite pool and where it comes from, the command dice, each
 * transport pool's load, each Personnage Lié's détachement, each Antares unit's equipment figures.
 * Selection ids are those of the app's roster (a model or option counts for the unit holding it).
 */
import type { I18nText } from '../catalogue/schema';
import { textIn } from '../catalogue/v2/text';
import type { Figure } from '../engine/v2/muster/figures';
import type { Verdict, VerdictParam } from '../engine/v2/verdict';
import type {
  AntaresUnitFigures,
  AttachedCharacterLine,
  EliteBreakdownLine,
  RosterStats,
  TransportLoad,
} from '../engine/types';
import { rosterSelectionId } from './data';

function nameOf(param: VerdictParam | undefined): I18nText {
  if (param === undefined || typeof param === 'number') return { fr: '', en: '' };
  return { fr: textIn(param, 'fr'), en: textIn(param, 'en') };
}

function numberOf(param: VerdictParam | undefined): number {
  return typeof param === 'number' ? param : 0;
}

function stringOf(param: VerdictParam | undefined): string | undefined {
  return typeof param === 'string' ? param : undefined;
}

function firstSelection(figure: Figure): string | null {
  const id = figure.selections[0];
  return id === undefined ? null : rosterSelectionId(id);
}

function byId(figures: Figure[], id: string): Figure[] {
  return figures.filter((figure) => figure.id === id);
}

function elitePool(figures: Figure[]): RosterStats['elitePool'] {
  const total = byId(figures, 'elite-pool')[0];
  if (!total) return undefined;
  const breakdown: EliteBreakdownLine[] = byId(figures, 'elite-source').map((source) => {
    let line = eliteLines.get(source);
    if (!line) {
      line = {
        selection: firstSelection(source) ?? '',
        name: nameOf(source.params.unit),
        value: source.value,
        reason: source.params.reason === 'attached-character' ? 'attached-character' : 'detachment',
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
  const dice = byId(figures, 'command-dice')[0];
  if (!dice) return undefined;
  const redundant = verdicts
    .filter((verdict) => verdict.code === 'tactician.redundant' && verdict.selections[0] !== undefined)
    .map((verdict) => rosterSelectionId(verdict.selections[0]!));
  return { dice: dice.value, from: firstSelection(dice), redundant };
}

function transports(figures: Figure[]): TransportLoad[] | undefined {
  const loads = byId(figures, 'transport-load');
  if (loads.length === 0) return undefined;
  const towing = new Set(byId(figures, 'attelage').map(firstSelection));
  return loads.map((load) => {
    const selection = firstSelection(load) ?? '';
    const harnessed = towing.has(selection);
    const kept = loadLines.get(load);
    if (kept?.harnessed === harnessed) return kept;
    const line: TransportLoad = {
      selection,
      capacity: load.of ?? 0,
      used: load.value,
      own: numberOf(load.params.own),
      passengers: [...new Set(load.selections.slice(1).map(rosterSelectionId))],
      harnessed,
    };
    loadLines.set(load, line);
    return line;
  });
}

function attachedCharacters(figures: Figure[]): AttachedCharacterLine[] | undefined {
  const hosts = byId(figures, 'attached-characters');
  if (hosts.length === 0) return undefined;
  const gained = new Map<string, string[]>();
  for (const gain of byId(figures, 'attached-character-gains'))
    gained.set(firstSelection(gain) ?? '', (stringOf(gain.params.kinds) ?? '').split(',').filter(Boolean));
  return hosts.flatMap((host) => {
    const detachment = firstSelection(host) ?? '';
    const rideId = stringOf(host.params.rideId);
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
  const units = byId(figures, 'unit-equipment');
  if (units.length === 0) return undefined;
  return units.map((unit) => ({
    selection: firstSelection(unit) ?? '',
    models: unit.value,
    drones: numberOf(unit.params.drones),
    resBonus: numberOf(unit.params.resBonus),
    medicRerolls: numberOf(unit.params.medicRerolls),
    targeters: numberOf(unit.params.targeters),
    targeterBonus: numberOf(unit.params.targeterBonus),
  }));
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
