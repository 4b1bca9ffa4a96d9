/**
 * Lists of the built-in NetEpic FR codices (db/catalogue/netepic) built as a player builds them: the
 * data read with the project's reader (`readBuiltinGame`), a force of the codex, entries chosen and
 * removed through the engine's edits, the list evaluated by the generic engine and Muster's rules (the
 * NetEpic binding). Tests keep and break each army-list rule of a codex and read which constraint answers.
 */
import { resolve } from 'node:path';
import type { GameData } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import {
  addForce,
  deselectSelection,
  selectEntry,
  setCostLimit,
  setSelectionCount,
  type EditContext,
} from '../../../src/core/engine/edits';
import { evaluateRoster, type RosterEvaluation } from '../../../src/core/engine/evaluate';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import { findSelectionById, type RosterSelection, type TreeRoster } from '../../../src/core/roster/tree';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-data';
import { binding } from '../engine/muster-fixtures';

let data: GameData | undefined;
let index: DataIndex | undefined;

/** The built-in NetEpic data, read once per test file. */
export function netepicData(): GameData {
  data ??= readBuiltinGame(resolve(import.meta.dirname, '../../../db/catalogue'), 'netepic');
  if (!data) throw new Error('no built-in NetEpic data');
  return data;
}

export function netepicIndex(): DataIndex {
  index ??= new DataIndex(netepicData());
  return index;
}

/**
 * A list of one force of a codex, with a points limit. Every step changes this list (`with`,
 * `withFilled`, `inside` and `setPointsLimit` return it, to chain them); `copy` makes another to try
 * two ways from one list.
 */
export class CodexList {
  /** The army and version that start every id of the codex: `necrons-300`. */
  readonly prefix: string;
  /** The force's id in the roster. */
  forceId: string;
  roster: TreeRoster;
  private serial = 0;
  private readonly context: EditContext = { index: netepicIndex(), newId: () => `s${(this.serial += 1)}` };

  /** A new list of `catalogueId` (`netepic-fr-necrons-300`): its force and what comes with it. */
  constructor(
    readonly catalogueId: string,
    points = 3000,
  ) {
    this.prefix = catalogueId.replace(/^netepic-fr-/, '');
    const empty: TreeRoster = {
      id: 'list',
      name: catalogueId,
      gameSystemId: 'netepic',
      costLimits: {},
      forces: [],
    };
    const added = addForce(this.context, empty, `${this.prefix}-force`, catalogueId);
    this.forceId = added.createdId!;
    this.roster = setCostLimit(added.roster, 'points', points).roster;
  }

  /** Another list holding what this one holds, changed apart from it from now on. */
  copy(): CodexList {
    const copy = new CodexList(this.catalogueId);
    copy.roster = structuredClone(this.roster);
    copy.forceId = this.forceId;
    // It goes on numbering where this one stands: its new selections are told apart from this one's.
    copy.serial = this.serial;
    return copy;
  }

  /** Chooses an entry by its full link or entry id, at the root or inside `parentId`: the new selection's id. */
  add(entryId: string, parentId?: string): string {
    const result = selectEntry(this.context, this.roster, this.forceId, entryId, parentId);
    this.roster = result.roster;
    return result.createdId!;
  }

  /** Removes a selection, as the builder's Suppr does. */
  remove(selectionId: string): void {
    this.roster = deselectSelection(this.context, this.roster, selectionId).roster;
  }

  /** Sets how many models or bases a selection counts, as the builder's stepper does. */
  setCount(selectionId: string, count: number): void {
    this.roster = setSelectionCount(this.context, this.roster, selectionId, count).roster;
  }

  /**
   * Adds a company (any root entry, by full id) and chooses inside it the options named by the part of
   * their id after the company's (`g2.jetbike-detachment`): its selection's id.
   */
  company(companyId: string, choices: string[]): string {
    const company = this.add(companyId);
    for (const choice of choices) this.add(`${companyId}.${choice}`, company);
    return company;
  }

  /** Adds root entries by their id without the army's prefix (`soutien-monolith`). */
  with(...ids: string[]): this {
    for (const id of ids) this.add(`${this.prefix}-${id}`);
    return this;
  }

  /** `company` by ids without the army's prefix. */
  withFilled(root: string, ...inside: string[]): this {
    this.company(`${this.prefix}-${root}`, inside);
    return this;
  }

  /** Chooses options inside a selection, by link or entry ids without the army's prefix. */
  inside(selectionId: string, ...ids: string[]): this {
    for (const id of ids) this.add(`${this.prefix}-${id}`, selectionId);
    return this;
  }

  setPointsLimit(points: number): this {
    this.roster = setCostLimit(this.roster, 'points', points).roster;
    return this;
  }

  selection(id: string): RosterSelection {
    const found = findSelectionById(this.roster.forces[0]!.selections, id);
    if (!found) throw new Error(`no selection ${id}`);
    return found;
  }

  /** The id of the first selection whose entry path ends so, anywhere in the list, breadth first. */
  find(entryIdEnd: string): string {
    const queue = [...this.roster.forces[0]!.selections];
    while (queue.length > 0) {
      const selection = queue.shift()!;
      if (selection.entryId.endsWith(entryIdEnd)) return selection.id;
      queue.push(...selection.selections);
    }
    throw new Error(`no selection of ${entryIdEnd}`);
  }

  /** A Personnage Lié joins a détachement, as the builder's drag and drop does. */
  attach(characterId: string, hostId: string): void {
    // A new roster, as an edit makes one: selections the list held before are left as they were.
    const roster = structuredClone(this.roster);
    findSelectionById(roster.forces[0]!.selections, characterId)!.attachedTo = hostId;
    this.roster = roster;
  }

  /** The root selections' entry ids (what came with the force, too). */
  rootEntries(): string[] {
    return this.roster.forces[0]!.selections.map((selection) => selection.entryId);
  }

  /** The root selections' ids, in order. */
  rootIds(): string[] {
    return this.roster.forces[0]!.selections.map((selection) => selection.id);
  }

  evaluate(): RosterEvaluation {
    return evaluateRoster(this.context.index, this.roster);
  }

  /** The data's verdicts as `code@constraint`, sorted. */
  verdicts(): string[] {
    return this.evaluate()
      .verdicts.map((verdict) => `${verdict.code}@${verdict.source.constraintId ?? verdict.source.rule}`)
      .sort();
  }

  /** Muster's rules (Personnage Lié, Transport, Elite) run by the NetEpic binding on the list. */
  muster() {
    return runMusterRules(this.evaluate(), binding('netepic'));
  }

  /** The data's verdicts as `code@constraint` and Muster's rules' by code, sorted together. */
  problems(): string[] {
    return [...this.verdicts(), ...this.muster().verdicts.map((verdict) => verdict.code)].sort();
  }

  points(): number {
    return this.evaluate().costs.get('points') ?? 0;
  }
}

/** Every id a data file declares (entries, groups, links, constraints, profiles, rules…), publications aside. */
function idsOf(file: object): string[] {
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
  const game = netepicData();
  const prefix = catalogueId.replace(/^netepic-fr-/, '');
  const own = idsOf(game.catalogues.find((each) => each.id === catalogueId)!).filter(
    (id) => id !== catalogueId,
  );
  const others = new Set(
    [game.gameSystem, ...game.catalogues.filter((each) => each.id !== catalogueId)].flatMap(idsOf),
  );
  const seen = new Set<string>();
  const shared = own.filter((id) => others.has(id) || (seen.has(id) ? true : (seen.add(id), false)));
  return { unprefixed: own.filter((id) => !id.startsWith(`${prefix}-`)), shared };
}
