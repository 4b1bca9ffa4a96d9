/**
 * Lists of the built-in NetEpic FR codices built through the engine's own edits, as the builder
 * makes them: read with the project's reader (`readBuiltinGame`), edited with `addForce` and
 * `selectEntry`, judged by `evaluateRoster`. Only the data's verdicts are looked at.
 */
import { resolve } from 'node:path';
import { DataIndex } from '../../../src/core/engine/v2/data-index';
import {
  addForce,
  deselectSelection,
  selectEntry,
  setCostLimit,
  type EditContext,
} from '../../../src/core/engine/v2/edits';
import { evaluateRoster } from '../../../src/core/engine/v2/evaluate';
import { runMusterRules } from '../../../src/core/engine/v2/muster/run';
import type { RosterV3 } from '../../../src/core/roster/v3';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-v2';
import { readBindings } from '../../../src/main/game-data/read-bindings';

const data = readBuiltinGame(resolve(import.meta.dirname, '../../../db/catalogue'), 'netepic');
if (!data) throw new Error('no built-in NetEpic data');
export const gameData = data;
const index = new DataIndex(data);
const binding = readBindings(resolve(import.meta.dirname, '../../../db/bindings')).find(
  (each) => each.game === 'netepic',
)!;

/** A list being built: one force of a codex, with a points limit. */
export class List {
  private serial = 0;
  private readonly context: EditContext = { index, newId: () => `s${(this.serial += 1)}` };
  roster: RosterV3;
  readonly forceId: string;

  constructor(
    readonly codex: string,
    points: number,
  ) {
    const empty: RosterV3 = { id: 'r', name: codex, gameSystemId: 'netepic', costLimits: {}, forces: [] };
    const prefix = codex.replace(/^netepic-fr-/, '');
    const force = addForce(this.context, empty, `${prefix}-force`, codex);
    this.forceId = force.createdId!;
    this.roster = setCostLimit(force.roster, 'points', points).roster;
  }

  /** Chooses an entry (a root formation, or inside `parent`) by link or entry id; the new selection's id. */
  add(entryId: string, parent?: string): string {
    const result = selectEntry(this.context, this.roster, this.forceId, entryId, parent);
    this.roster = result.roster;
    return result.createdId!;
  }

  /** Removes a selection, as the builder's Suppr does. */
  remove(selectionId: string): void {
    this.roster = deselectSelection(this.context, this.roster, selectionId).roster;
  }

  /**
   * Adds a company and chooses its détachements: link ids inside it, group by group. What a group
   * offers alone (the Ghost Company's Farseer) comes with the company.
   */
  company(companyId: string, choices: string[]): string {
    const company = this.add(companyId);
    for (const choice of choices) this.add(`${companyId}.${choice}`, company);
    return company;
  }

  /** The root selections' entry ids (what was auto-selected with the force, too). */
  rootEntries(): string[] {
    return this.roster.forces[0]!.selections.map((selection) => selection.entryId);
  }

  evaluation() {
    return evaluateRoster(index, this.roster);
  }

  /** The data's verdicts as `code@constraint`, sorted. */
  verdicts(): string[] {
    return this.evaluation()
      .verdicts.map((verdict) => `${verdict.code}@${verdict.source.constraintId ?? verdict.source.rule}`)
      .sort();
  }

  /** A Personnage Lié joins a détachement, as the builder's drag and drop does. */
  attach(characterId: string, hostId: string): void {
    const roster = structuredClone(this.roster);
    const stack = [...roster.forces[0]!.selections];
    while (stack.length > 0) {
      const selection = stack.pop()!;
      if (selection.id === characterId) selection.attachedTo = hostId;
      stack.push(...selection.selections);
    }
    this.roster = roster;
  }

  /** Muster's rules (Personnage Lié, Transport, Elite) run by the NetEpic binding on the list. */
  muster() {
    return runMusterRules(this.evaluation(), binding);
  }

  /** The id of the first selection of this entry path's last part, anywhere in the list. */
  find(entryIdEnd: string): string {
    const stack = [...this.roster.forces[0]!.selections];
    while (stack.length > 0) {
      const selection = stack.shift()!;
      if (selection.entryId.endsWith(entryIdEnd)) return selection.id;
      stack.push(...selection.selections);
    }
    throw new Error(`no selection of ${entryIdEnd}`);
  }

  points(): number {
    return this.evaluation().costs.get('points') ?? 0;
  }
}

/** Every id a data file declares (entries, groups, links, constraints, profiles, rules…), publications aside. */
export function idsOf(file: object): string[] {
  const ids: string[] = [];
  const stack: unknown[] = [file];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...(value as unknown[]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'id' && typeof child === 'string') ids.push(child);
        else if (key !== 'publications') stack.push(child);
      }
    }
  }
  return ids;
}

/** The ids of one catalogue that do not start with its army and version, or that another file also declares. */
export function misnamedIds(catalogueId: string): { unprefixed: string[]; shared: string[] } {
  const prefix = catalogueId.replace(/^netepic-fr-/, '');
  const own = idsOf(gameData.catalogues.find((each) => each.id === catalogueId)!).filter(
    (id) => id !== catalogueId,
  );
  const others = new Set(
    [gameData.gameSystem, ...gameData.catalogues.filter((each) => each.id !== catalogueId)].flatMap(idsOf),
  );
  const seen = new Set<string>();
  const shared = own.filter((id) => others.has(id) || (seen.has(id) ? true : (seen.add(id), false)));
  return { unprefixed: own.filter((id) => !id.startsWith(`${prefix}-`)), shared };
}
