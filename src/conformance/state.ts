/**
 * The roster state the conformance specs assert, in the shape of the upstream adapter protocol:
 * forces with their selections (sorted by name, as BattleScribe lists them), effective names,
 * costs, categories, profiles and rules, roster totals, cost limits and validation errors.
 */
import { textIn, type LocalText } from '../core';
import type { RosterEvaluation } from '../core';
import { emptyBag, type Evaluator } from '../core';
import type { DataIndex } from '../core';
import { infoOf, type InfoSource } from '../core';
import type { ForceElement, SelectionElement } from '../core';
import type { TreeRoster } from '../core';

export interface CostState {
  name: string;
  typeId: string;
  value: number;
}

export interface InfoState {
  id?: string;
  name: string;
  typeId?: string;
  typeName?: string;
  hidden?: boolean;
  page?: string;
  publicationId?: string;
  description?: string;
  characteristics?: { name: string; typeId: string; value: string }[];
}

export interface CategoryState {
  name: string;
  entryId: string;
  primary: boolean;
  customName?: string;
  customNotes?: string;
  profiles: InfoState[];
  rules: InfoState[];
}

export interface SelectionState {
  name: string;
  entryId: string;
  entryGroupId?: string;
  type: string;
  number: number;
  hidden: boolean;
  page?: string;
  publicationId?: string;
  customName?: string;
  customNotes?: string;
  costs: CostState[];
  categories: CategoryState[];
  profiles: InfoState[];
  rules: InfoState[];
  children: SelectionState[];
  childCount: number;
}

export interface ForceState {
  name: string;
  entryId: string;
  catalogueId: string;
  catalogueName: string;
  hidden: boolean;
  page?: string;
  publicationId?: string;
  customName?: string;
  customNotes?: string;
  selections: SelectionState[];
  selectionCount: number;
  categories: CategoryState[];
  profiles: InfoState[];
  rules: InfoState[];
  childForces: ForceState[];
  childForceCount: number;
}

export interface ErrorState {
  message: string;
  ownerType: string;
  ownerEntryId?: string;
  entryId?: string;
  constraintId?: string;
}

export interface RosterState {
  name: string;
  gameSystemId: string;
  gameSystemName: string;
  forces: ForceState[];
  costs: CostState[];
  costLimits: CostState[];
  errors: ErrorState[];
}

const LANG = 'en';

function text(value: LocalText | undefined): string {
  return textIn(value, LANG);
}

/** BattleScribe lists selections by name, ordinal and case-insensitive, keeping equal names in order. */
export function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    const left = a.name.toLowerCase();
    const right = b.name.toLowerCase();
    return left < right ? -1 : left > right ? 1 : 0;
  });
}

export function rosterState(index: DataIndex, roster: TreeRoster, evaluation: RosterEvaluation): RosterState {
  const { evaluator } = evaluation;
  const costNames = new Map(index.costTypes().map((type) => [type.id, text(type.name).trim()]));
  return {
    name: roster.name,
    gameSystemId: index.gameSystem.id,
    gameSystemName: text(index.gameSystem.name),
    forces: byName(
      evaluation.tree.root.forces.map((force) => forceState(index, evaluator, force, costNames)),
    ),
    costs: [...evaluation.costs].map(([typeId, value]) => ({
      name: costNames.get(typeId) ?? typeId,
      typeId,
      value,
    })),
    // Only cost types that have a limit (set for this roster, or a default one) are listed.
    costLimits: index
      .costTypes()
      .filter((type) => evaluator.costLimit(type.id) >= 0 || type.id in roster.costLimits)
      .map((type) => ({
        name: costNames.get(type.id) ?? type.id,
        typeId: type.id,
        value: evaluator.costLimit(type.id),
      })),
    errors: evaluation.verdicts.map((verdict) => ({
      message: verdict.code,
      ownerType: verdict.owner.kind,
      ownerEntryId: verdict.owner.entryId,
      entryId: verdict.source.entryId,
      constraintId: verdict.source.constraintId,
    })),
  };
}

function forceState(
  index: DataIndex,
  evaluator: Evaluator,
  force: ForceElement,
  costNames: Map<string, string>,
): ForceState {
  const entry = force.entry;
  const bag = emptyBag(entry?.name ?? force.force.entryId, Boolean(entry?.hidden));
  if (entry) evaluator.modify(bag, entry, force);
  const catalogue = index.catalogues.get(force.force.catalogueId);
  const selections = byName(
    force.selections.map((selection) => selectionState(index, evaluator, selection, costNames)),
  );
  return {
    name: text(bag.name),
    entryId: force.force.entryId,
    catalogueId: force.force.catalogueId,
    catalogueName: text(catalogue?.name),
    hidden: bag.hidden,
    page: entry?.page,
    publicationId: entry?.publicationId,
    customName: force.force.customName,
    customNotes: force.force.customNotes,
    selections,
    selectionCount: selections.length,
    // BattleScribe lists an "Uncategorised" category first in every force.
    categories: [
      { name: 'Uncategorised', entryId: '(No Category)', primary: false, profiles: [], rules: [] },
      ...(entry?.categoryLinks ?? []).map((link) => ({
        name: text(index.category(link.targetId)?.name ?? link.name),
        entryId: link.targetId,
        primary: false,
        ...categoryInfo(index, evaluator, force, link.targetId),
        ...force.force.categories?.[link.targetId],
      })),
    ],
    ...forceInfo(index, evaluator, force),
    childForces: byName(force.forces.map((child) => forceState(index, evaluator, child, costNames))),
    childForceCount: force.forces.length,
  };
}

/** A force shows its entry's profiles and rules, then its catalogue's and the game system's root rules. */
function forceInfo(
  index: DataIndex,
  evaluator: Evaluator,
  force: ForceElement,
): { profiles: InfoState[]; rules: InfoState[] } {
  const own = infoStates(index, evaluator, force, force.entry ?? {});
  const catalogue = index.catalogues.get(force.force.catalogueId);
  const roots = [catalogue, index.gameSystem].map((file) =>
    infoStates(index, evaluator, force, { rules: file?.rules, infoLinks: file?.infoLinks }),
  );
  return { profiles: own.profiles, rules: [...own.rules, ...roots.flatMap((info) => info.rules)] };
}

function categoryInfo(
  index: DataIndex,
  evaluator: Evaluator,
  at: SelectionElement | ForceElement,
  categoryId: string,
) {
  const category = index.category(categoryId);
  return category ? infoStates(index, evaluator, at, category) : { profiles: [], rules: [] };
}

function selectionState(
  index: DataIndex,
  evaluator: Evaluator,
  element: SelectionElement,
  costNames: Map<string, string>,
): SelectionState {
  const effective = evaluator.of(element);
  const node = element.node;
  const children = byName(
    element.children.map((child) => selectionState(index, evaluator, child, costNames)),
  );
  const info = infoStates(index, evaluator, element, node);
  return {
    name: text(effective.name),
    entryId: node.id,
    entryGroupId: node.groupId,
    type: node.type,
    number: element.number,
    hidden: effective.hidden,
    page: effective.page,
    publicationId: node.publicationId,
    customName: element.selection.customName,
    customNotes: element.selection.customNotes,
    costs: [...effective.costs].map(([typeId, value]) => ({
      name: costNames.get(typeId) ?? typeId,
      typeId,
      value,
    })),
    categories: primaryFirst(effective.categories).map((category) => ({
      name: text(index.category(category.id)?.name),
      entryId: category.id,
      primary: category.primary,
      ...categoryInfo(index, evaluator, element, category.id),
    })),
    profiles: info.profiles,
    rules: info.rules,
    children,
    childCount: children.length,
  };
}

function primaryFirst<T extends { primary: boolean }>(categories: T[]): T[] {
  return [...categories.filter((c) => c.primary), ...categories.filter((c) => !c.primary)];
}

/** Profiles and rules shown for an element, in the protocol's shape (texts in English). */
function infoStates(
  _index: DataIndex,
  evaluator: Evaluator,
  at: SelectionElement | ForceElement,
  source: InfoSource,
): { profiles: InfoState[]; rules: InfoState[] } {
  const info = infoOf(evaluator, at, source);
  return {
    profiles: info.profiles.map((profile) => ({
      id: profile.id,
      name: text(profile.name),
      typeId: profile.typeId,
      typeName: text(profile.typeName),
      page: profile.page,
      publicationId: profile.publicationId,
      characteristics: profile.characteristics.map((characteristic) => ({
        name: text(characteristic.name),
        typeId: characteristic.typeId,
        value: text(characteristic.value),
      })),
    })),
    rules: info.rules.map((rule) => ({
      id: rule.id,
      name: text(rule.name),
      page: rule.page,
      publicationId: rule.publicationId,
      description: text(rule.description),
    })),
  };
}
