/**
 * Lists built against a built-in NetEpic FR codex catalogue (db/catalogue/netepic/v2), read by the
 * project's own reader and edited and evaluated by the generic engine, as the builder does: tests keep
 * and break each army-list rule of a codex and read which constraint answers.
 */
import { resolve } from 'node:path';
import type { GameData } from '../../../src/core/catalogue/v2/model';
import { DataIndex } from '../../../src/core/engine/v2/data-index';
import {
  addForce,
  deselectSelection,
  selectEntry,
  setCostLimit,
  type EditContext,
} from '../../../src/core/engine/v2/edits';
import { evaluateRoster, type RosterEvaluation } from '../../../src/core/engine/v2/evaluate';
import type { RosterV3 } from '../../../src/core/roster/v3';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-v2';

const ROOT = resolve(import.meta.dirname, '../../../db/catalogue');

let data: GameData | undefined;
let index: DataIndex | undefined;

export function netepicData(): GameData {
  data ??= readBuiltinGame(ROOT, 'netepic');
  if (!data) throw new Error('no built-in NetEpic data');
  return data;
}

function netepicIndex(): DataIndex {
  index ??= new DataIndex(netepicData());
  return index;
}

/** A list of one army of a codex catalogue, edited step by step; every step returns a new list. */
export class CodexList {
  private constructor(
    readonly context: EditContext,
    readonly roster: RosterV3,
    readonly forceId: string,
    readonly prefix: string,
  ) {}

  /** An empty list of `catalogueId` (netepic-fr-necrons-300) whose ids start with `prefix` (necrons-300). */
  static of(catalogueId: string, prefix: string, points = 3000): CodexList {
    let serial = 0;
    const context: EditContext = { index: netepicIndex(), newId: () => `s${(serial += 1)}` };
    const empty: RosterV3 = { id: 'list', name: 'List', gameSystemId: 'netepic', costLimits: {}, forces: [] };
    const added = addForce(context, empty, `${prefix}-force`, catalogueId);
    return new CodexList(
      context,
      setCostLimit(added.roster, 'points', points).roster,
      added.createdId!,
      prefix,
    );
  }

  private next(roster: RosterV3): CodexList {
    return new CodexList(this.context, roster, this.forceId, this.prefix);
  }

  /** The list with the root entry `id` (without the prefix) added, and the selection's id. */
  addRoot(id: string): { list: CodexList; selectionId: string } {
    const result = selectEntry(this.context, this.roster, this.forceId, `${this.prefix}-${id}`);
    return { list: this.next(result.roster), selectionId: result.createdId! };
  }

  /** `add` for root entries whose selection id does not matter. */
  with(...ids: string[]): CodexList {
    return ids.reduce<CodexList>((list, id) => list.addRoot(id).list, this.next(this.roster));
  }

  /** The list with options chosen inside a selection, by link or entry id without the prefix. */
  inside(selectionId: string, ...ids: string[]): CodexList {
    let roster = this.roster;
    for (const id of ids)
      roster = selectEntry(this.context, roster, this.forceId, `${this.prefix}-${id}`, selectionId).roster;
    return this.next(roster);
  }

  /** A company (or any root) with the options named chosen inside it. */
  withFilled(root: string, ...inside: string[]): CodexList {
    const { list, selectionId } = this.addRoot(root);
    return list.inside(selectionId, ...inside.map((id) => `${root}.${id}`));
  }

  without(selectionId: string): CodexList {
    return this.next(deselectSelection(this.context, this.roster, selectionId).roster);
  }

  pointsLimit(points: number): CodexList {
    return this.next(setCostLimit(this.roster, 'points', points).roster);
  }

  evaluate(): RosterEvaluation {
    return evaluateRoster(this.context.index, this.roster);
  }

  /** The list's verdicts as `code@constraint` strings, sorted. */
  verdicts(): string[] {
    return this.evaluate()
      .verdicts.map((verdict) => `${verdict.code}@${verdict.source.constraintId ?? verdict.source.rule}`)
      .sort();
  }

  points(): number {
    return this.evaluate().costs.get('points') ?? 0;
  }

  /** Ids of the root selections, in order. */
  rootIds(): string[] {
    return this.roster.forces[0]!.selections.map((selection) => selection.id);
  }
}
