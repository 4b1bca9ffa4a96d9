/**
 * Plays one conformance spec through Muster's engine: builds the setup into catalogue model v2,
 * applies each step with the same pure edit functions the app uses, and compares every expected
 * state. Where the spec carries per-engine expectations, BattleScribe's (`battlescribe`) are the
 * reference, as the suite's README says.
 */
import { DataIndex } from '../core';
import {
  addForce,
  customise,
  deselectSelection,
  duplicateForce,
  duplicateSelection,
  EditError,
  removeForce,
  selectEntry,
  setCostLimit,
  setSelectionCount,
  type EditContext,
  type EditResult,
} from '../core';
import { evaluateRoster } from '../core';
import { readRosterFile } from '../core';
import type { TreeRoster } from '../core';
import { compareState } from './compare';
import { gameDataFromSetup, UnsupportedConstruct, type SpecSetup } from './setup';
import { rosterState } from './state';

export const REFERENCE_ENGINE = 'battlescribe';

export interface Spec {
  id: string;
  category: string;
  description?: string;
  engines?: Record<string, string>;
  tags?: string[];
  setup: SpecSetup;
  steps: Step[];
}

export interface Step {
  id?: string;
  action?: string;
  skipEngines?: string[];
  engines?: Record<string, Record<string, unknown>>;
  expectedState?: Record<string, unknown> & { engines?: Record<string, Record<string, unknown>> };
  expectedFile?: unknown;
  [field: string]: unknown;
}

export type SpecStatus = 'passed' | 'failed' | 'skipped';

export interface SpecResult {
  id: string;
  category: string;
  status: SpecStatus;
  /** 1-based step that failed, or that holds what is not supported. */
  step?: number;
  message?: string;
}

/** Thrown for a construct Muster does not support: the spec is skipped, naming it. */
class NotSupported extends Error {}

type Outputs = Record<string, Record<string, unknown>>;

export function runSpec(spec: Spec): SpecResult {
  const base = { id: spec.id, category: spec.category };
  if (spec.setup.dataSource !== undefined) {
    return {
      ...base,
      status: 'skipped',
      message: `real-world data set "${spec.setup.dataSource}" (setup.dataSource) is not provided with the specs`,
    };
  }
  let index: DataIndex;
  try {
    index = new DataIndex(gameDataFromSetup(spec.setup));
  } catch (error) {
    if (error instanceof UnsupportedConstruct) return { ...base, status: 'skipped', message: error.message };
    throw error;
  }
  let counter = 0;
  const context: EditContext = { index, newId: () => `id-${(counter += 1)}` };
  let roster: TreeRoster = {
    id: 'roster',
    name: spec.id,
    gameSystemId: index.gameSystem.id,
    costLimits: {},
    forces: [],
  };
  const outputs: Outputs = {};
  const reference = referenceFor(spec);
  for (const [position, step] of spec.steps.entries()) {
    if (step.skipEngines?.includes(REFERENCE_ENGINE)) continue;
    try {
      if (step.action !== undefined) {
        const inputs = interpolate({ ...step, ...(step.engines?.[REFERENCE_ENGINE] ?? {}) }, outputs);
        const result = applyAction(context, roster, inputs);
        roster = result.roster;
        if (step.id) outputs[step.id] = outputsOf(inputs, result);
      } else if (step.expectedState !== undefined) {
        const expected = {
          ...step.expectedState,
          ...(reference ? (step.expectedState.engines?.[reference] ?? {}) : {}),
        };
        const state = rosterState(index, roster, evaluateRoster(index, roster));
        const failures = compareState(expected, state, true);
        if (failures.length > 0)
          return { ...base, status: 'failed', step: position + 1, message: failures.join(' | ') };
      } else if (step.expectedFile !== undefined) {
        const inline = (step.expectedFile as { content?: unknown }).content !== undefined;
        throw new NotSupported(
          inline
            ? 'expectedFile: byte-exact BattleScribe .ros export'
            : 'expectedFile: byte-exact BattleScribe .ros export (its snapshot file is not in this subset)',
        );
      }
    } catch (error) {
      if (error instanceof NotSupported)
        return { ...base, status: 'skipped', step: position + 1, message: error.message };
      const message = error instanceof Error ? error.message : String(error);
      return {
        ...base,
        status: 'failed',
        step: position + 1,
        message: `${step.action ?? 'step'}: ${message}`,
      };
    }
  }
  return { ...base, status: 'passed' };
}

/**
 * Whose expectations apply: BattleScribe's, except in specs the suite itself tags as a BattleScribe
 * bug or that BattleScribe cannot run, where Muster follows the base expectation.
 */
function referenceFor(spec: Spec): string | null {
  // A spec BattleScribe cannot run (`engines: { battlescribe: skip }`) is held to the base expectation.
  if (spec.engines?.[REFERENCE_ENGINE] === 'skip') return null;
  return spec.tags?.includes('battlescribe-bug') ? null : REFERENCE_ENGINE;
}

function outputsOf(inputs: Record<string, unknown>, result: EditResult): Record<string, unknown> {
  const action = String(inputs.action);
  const created = result.createdId;
  const isForce = action === 'addForce' || action === 'addChildForce' || action === 'duplicateForce';
  return {
    ...(isForce ? { forceId: created } : { selectionId: created }),
    selections: result.autoSelected,
  };
}

function str(inputs: Record<string, unknown>, field: string): string {
  const value = inputs[field];
  if (typeof value !== 'string') throw new Error(`missing ${field}`);
  return value;
}

function applyAction(context: EditContext, roster: TreeRoster, inputs: Record<string, unknown>): EditResult {
  const optional = (field: string) =>
    typeof inputs[field] === 'string' ? (inputs[field] as string) : undefined;
  switch (inputs.action) {
    case 'addForce':
      return addForce(context, roster, str(inputs, 'forceEntryId'), optional('catalogueId'));
    case 'addChildForce':
      return addForce(
        context,
        roster,
        str(inputs, 'forceEntryId'),
        optional('catalogueId'),
        str(inputs, 'forceId'),
      );
    case 'removeForce':
      return removeForce(roster, str(inputs, 'forceId'));
    case 'duplicateForce':
      return duplicateForce(context, roster, str(inputs, 'forceId'));
    case 'selectEntry':
      return selectEntry(context, roster, str(inputs, 'forceId'), str(inputs, 'entryId'));
    case 'selectChildEntry':
      return selectEntry(
        context,
        roster,
        str(inputs, 'forceId'),
        str(inputs, 'entryId'),
        str(inputs, 'selectionId'),
      );
    case 'deselectSelection':
      return deselectSelection(context, roster, str(inputs, 'selectionId'));
    case 'setSelectionCount':
      return setSelectionCount(context, roster, str(inputs, 'selectionId'), Number(inputs.count));
    case 'duplicateSelection':
      return duplicateSelection(context, roster, str(inputs, 'selectionId'));
    case 'setCostLimit':
      return setCostLimit(roster, str(inputs, 'costTypeId'), Number(inputs.value));
    case 'setCustomization':
      return customise(
        roster,
        {
          forceId: optional('forceId'),
          selectionId: optional('selectionId'),
          categoryId: optional('categoryEntryId'),
        },
        { customName: optional('customName'), customNotes: optional('customNotes') },
      );
    case 'reload':
      return { roster: JSON.parse(JSON.stringify(roster)) as TreeRoster, autoSelected: {} };
    case 'dump':
      return { roster, autoSelected: {} };
    case 'loadRoster': {
      const read = readRosterFile(str(inputs, 'content'));
      if (!read.ok) throw new Error(`loadRoster: ${read.error.code}`);
      return { roster: read.roster, autoSelected: {} };
    }
    default:
      throw new NotSupported(`action ${String(inputs.action)}`);
  }
}

const EXPRESSION = /\$\{\{\s*steps\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_.:-]+)\s*\}\}/g;

/** Replaces `${{ steps.<id>.<output> }}` in a step's string inputs with earlier steps' outputs. */
function interpolate(step: Record<string, unknown>, outputs: Outputs): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) {
    out[key] =
      typeof value === 'string'
        ? value.replace(EXPRESSION, (_match, stepId: string, path: string) =>
            resolveOutput(outputs, stepId, path),
          )
        : value;
  }
  return out;
}

function resolveOutput(outputs: Outputs, stepId: string, path: string): string {
  const stepOutputs = outputs[stepId];
  if (!stepOutputs) throw new Error(`no outputs for step ${stepId}`);
  const [head, ...rest] = path.split('.');
  let value: unknown = stepOutputs[head ?? ''];
  if (rest.length > 0) value = (value as Record<string, unknown> | undefined)?.[rest.join('.')];
  if (typeof value !== 'string') throw new Error(`step ${stepId} has no output ${path}`);
  if (value === '') throw new EditError('selection-not-found', path);
  return value;
}

export { EditError };
