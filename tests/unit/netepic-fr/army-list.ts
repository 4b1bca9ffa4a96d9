/**
 * A list of one NetEpic FR codex built as a player builds it: the built-in NetEpic data read with
 * the project's reader, a force of the codex, entries chosen through the engine's edits, the list
 * evaluated by the generic engine and Muster's rules (the NetEpic binding).
 */
import { resolve } from 'node:path';
import type { GameData } from '../../../src/core/catalogue/v2/model';
import { DataIndex } from '../../../src/core/engine/v2/data-index';
import {
  addForce,
  deselectSelection,
  selectEntry,
  type EditContext,
} from '../../../src/core/engine/v2/edits';
import { evaluateRoster, type RosterEvaluation } from '../../../src/core/engine/v2/evaluate';
import { runMusterRules } from '../../../src/core/engine/v2/muster/run';
import { findSelectionById, type RosterSelection, type RosterV3 } from '../../../src/core/roster/v3';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-v2';
import { binding } from '../engine-v2/muster-fixtures';

let data: GameData | undefined;
let index: DataIndex | undefined;

/** The built-in NetEpic data, read once per test file. */
export function netepicIndex(): DataIndex {
  data ??= readBuiltinGame(resolve(import.meta.dirname, '../../../db/catalogue'), 'netepic');
  if (!data) throw new Error('no built-in NetEpic data');
  index ??= new DataIndex(data);
  return index;
}

export class ArmyList {
  roster: RosterV3;
  readonly forceId: string;
  private readonly context: EditContext;

  constructor(catalogueId: string, forceEntryId: string, points = 3000) {
    let serial = 0;
    this.context = { index: netepicIndex(), newId: () => `s${(serial += 1)}` };
    const empty: RosterV3 = {
      id: 'list',
      name: catalogueId,
      gameSystemId: 'netepic',
      costLimits: { points },
      forces: [],
    };
    const added = addForce(this.context, empty, forceEntryId, catalogueId);
    this.roster = added.roster;
    this.forceId = added.createdId!;
  }

  /** Chooses an entry (by entry or link id) at the root, or inside a selection; returns the new selection's id. */
  add(entryId: string, parentId?: string): string {
    const result = selectEntry(this.context, this.roster, this.forceId, entryId, parentId);
    this.roster = result.roster;
    return result.createdId!;
  }

  remove(selectionId: string): void {
    this.roster = deselectSelection(this.context, this.roster, selectionId).roster;
  }

  selection(id: string): RosterSelection {
    const found = findSelectionById(this.roster.forces[0]!.selections, id);
    if (!found) throw new Error(`no selection ${id}`);
    return found;
  }

  /** Joins a character to a détachement (Personnage Lié). */
  attach(characterId: string, detachmentId: string): void {
    this.selection(characterId).attachedTo = detachmentId;
  }

  evaluate(): RosterEvaluation {
    return evaluateRoster(netepicIndex(), this.roster);
  }

  points(): number {
    return this.evaluate().costs.get('points') ?? 0;
  }

  /** The data's verdicts as `code@constraint`, and Muster's rules' verdicts by code. */
  problems(): string[] {
    const evaluation = this.evaluate();
    const data = evaluation.verdicts.map(
      (verdict) => `${verdict.code}@${verdict.source.constraintId ?? verdict.source.rule}`,
    );
    const muster = runMusterRules(evaluation, binding('netepic')).verdicts.map((verdict) => verdict.code);
    return [...data, ...muster].sort();
  }
}
