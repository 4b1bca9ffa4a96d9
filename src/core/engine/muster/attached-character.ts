/**
 * NetEpic Personnage Lié on the generic engine (seed 001): a character with the attached-character
 * ability joins a détachement (`attachedTo`), at most `maxPerDetachment` per détachement; a class 1
 * character joins class 1 or 2, others their own class only (the binding's `classes` and `alsoJoins`);
 * a character of a company joins a détachement of that company. It gains the détachement's
 * Infiltration and Unité de Commandement (the binding's `passes`). `attachTargets` lists the valid
 * détachements with their free slots, for the interface to offer only those.
 */
import type { LocalText } from '../../catalogue/text';
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { verdict as newVerdict, type Verdict } from '../verdict';
import type { VerdictParams } from '../verdict-codes';
import { inCategories, isKind } from './abilities';
import type { GameBinding } from './binding';
import type { Figure, MusterRulesResult } from './figures';
import { bindingMemo, unitFact } from './memo';
import {
  formationOf,
  heldBy,
  holds,
  isFormation,
  isKindAnywhere,
  isUnit,
  joinNames,
  modelsBearing,
  ruleIdOf,
  unitName,
  unitsOf,
  withDescendants,
} from './units';

type AttachParams = NonNullable<GameBinding['rules']['attachedCharacter']>;

export function isAttachedCharacter(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding) {
  return unitFact(evaluator, unit, binding, 'attached-character', readAttachedCharacter, undefined);
}

function readAttachedCharacter(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding) {
  if (!isUnit(evaluator, unit, binding)) return false;
  return holds(evaluator, unit, binding, 'attached-character') || recognised(evaluator, unit, binding);
}

/** The binding's `recognisedBy`: one base, of a kind it names, holds the ability; the data says no more. */
function recognised(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): boolean {
  const by = binding.rules.attachedCharacter?.recognisedBy;
  if (!by || unit.number <= 0 || isFormation(evaluator, unit, binding)) return false;
  const parts = withDescendants(evaluator, unit, binding);
  const holders = heldBy(evaluator, unit, binding, by.ability).filter(({ part }) => part.number > 0);
  const bases = holders.reduce(
    (sum, { part }) => sum + modelsBearing(evaluator, binding, unit, part, by.ability, parts),
    0,
  );
  if (bases !== 1) return false;
  const base = holders[0]!.part;
  return by.kinds.some(
    (kind) =>
      isKind(evaluator, base, binding, kind) ||
      (base === unit && isKindAnywhere(evaluator, unit, binding, kind)),
  );
}

/** A Personnage Lié joins a real détachement: not a formation, not another character, not itself. */
function canHost(
  evaluator: Evaluator,
  binding: GameBinding,
  host: SelectionElement | undefined,
  character: SelectionElement | undefined,
): host is SelectionElement {
  return (
    host !== undefined &&
    host !== character &&
    isUnit(evaluator, host, binding) &&
    host.number > 0 &&
    !isFormation(evaluator, host, binding) &&
    !isAttachedCharacter(evaluator, host, binding)
  );
}

/** The détachement a character validly joins, if any (transport uses it: the character rides free). */
export function hostOf(
  evaluator: Evaluator,
  binding: GameBinding,
  character: SelectionElement,
): SelectionElement | undefined {
  const id = character.selection.attachedTo;
  const host = id === undefined ? undefined : evaluator.tree.byId.get(id);
  return canHost(evaluator, binding, host, character) ? host : undefined;
}

/**
 * The unit's class label: its own categories first, else the lowest class among its models (a
 * détachement's Rhinos do not make its infantry a vehicle); undefined when the data gives none.
 */
function classOf(
  evaluator: Evaluator,
  binding: GameBinding,
  unit: SelectionElement,
  params: AttachParams,
): string | undefined {
  // Kept with the unit ('' for none), per binding: its parameters are the binding's own.
  const label = unitFact(evaluator, unit, binding, 'class', readClass, params);
  return label === '' ? undefined : label;
}

function readClass(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  params: AttachParams,
): string {
  const labels = classLabels(params);
  const own = labels.find(([, names]) => inCategories(evaluator, unit, names));
  if (own) return own[0];
  const parts = withDescendants(evaluator, unit, binding).filter((part) => part.number > 0);
  return labels.find(([, names]) => parts.some((part) => inCategories(evaluator, part, names)))?.[0] ?? '';
}

/** The binding's classes with the categories naming each, listed once per parameters (read per unit). */
function classLabels(params: AttachParams): [string, AttachParams['classes'][string]][] {
  let labels = classLists.get(params);
  if (!labels) {
    labels = Object.entries(params.classes);
    classLists.set(params, labels);
  }
  return labels;
}

const classLists = new WeakMap<AttachParams, [string, AttachParams['classes'][string]][]>();

/** "1 ou 2" / "1 or 2": the classes a character may join, as the sentence says them. */
function eitherOf(labels: string[]): LocalText {
  const say = (lang: string) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(labels);
  return { fr: say('fr'), en: say('en') };
}

/** Seed 001: same class, or a class the binding lets it join too. Unknown classes pass. */
function classAllows(params: AttachParams, character?: string, host?: string): boolean {
  if (character === undefined || host === undefined) return true;
  return character === host || (params.alsoJoins[character] ?? []).includes(host);
}

/** The character's company when it does not hold the host (a Personnage Lié joins inside his own). */
function companyNotHolding(
  evaluator: Evaluator,
  binding: GameBinding,
  character: SelectionElement,
  host: SelectionElement,
): SelectionElement | undefined {
  const company = formationOf(evaluator, character, binding);
  return company && formationOf(evaluator, host, binding) !== company ? company : undefined;
}

type AttachCode =
  | 'attached-character.unattached'
  | 'attached-character.class-mismatch'
  | 'attached-character.outside-company'
  | 'attached-character.too-many';

/** A verdict of this rule about `about`, which its sentence names as `unit`. */
function verdict<C extends AttachCode>(
  code: C,
  evaluator: Evaluator,
  about: SelectionElement,
  others: SelectionElement[],
  params: Omit<VerdictParams[C], 'unit'>,
  ruleId: string | undefined,
): Verdict<C> {
  return newVerdict(
    code,
    { unit: unitName(evaluator, about), ...params } as VerdictParams[C],
    [about.selection.id, ...others.map((other) => other.selection.id)],
    { kind: 'selection', id: about.selection.id, entryId: about.node.defId },
    ruleId !== undefined ? { ruleId } : {},
  );
}

/** Checks one character against the détachement it joins; the joined host, if it may host at all. */
function checkOne(
  evaluator: Evaluator,
  binding: GameBinding,
  params: AttachParams,
  character: SelectionElement,
  verdicts: Verdict[],
): SelectionElement | undefined {
  const id = character.selection.attachedTo;
  const target = id === undefined ? undefined : evaluator.tree.byId.get(id);
  const ruleId = ruleIdOf(evaluator, character, binding, 'attached-character');
  if (!canHost(evaluator, binding, target, character)) {
    const named = target && target !== character ? { host: unitName(evaluator, target) } : {};
    verdicts.push(verdict('attached-character.unattached', evaluator, character, [], named, ruleId));
    return undefined;
  }
  const own = classOf(evaluator, binding, character, params);
  const theirs = classOf(evaluator, binding, target, params);
  if (!classAllows(params, own, theirs))
    verdicts.push(
      verdict(
        'attached-character.class-mismatch',
        evaluator,
        character,
        [target],
        {
          host: unitName(evaluator, target),
          class: own!,
          hostClass: theirs!,
          allowed: eitherOf([own!, ...(params.alsoJoins[own!] ?? [])]),
        },
        ruleId,
      ),
    );
  const company = companyNotHolding(evaluator, binding, character, target);
  if (company)
    verdicts.push(
      verdict(
        'attached-character.outside-company',
        evaluator,
        character,
        [target, company],
        {
          host: unitName(evaluator, target),
          company: unitName(evaluator, company),
        },
        ruleId,
      ),
    );
  return target;
}

/** What the character gains from its détachement: the passed abilities the host has and it lacks. */
function gains(
  evaluator: Evaluator,
  binding: GameBinding,
  params: AttachParams,
  character: SelectionElement,
  host: SelectionElement,
): { kind: string; text: string }[] {
  const out: { kind: string; text: string }[] = [];
  for (const kind of params.passes) {
    const theirs = heldBy(evaluator, host, binding, kind);
    if (theirs.length > 0 && !holds(evaluator, character, binding, kind))
      out.push({ kind, text: theirs[0]!.ability.text });
  }
  return out;
}

/**
 * Seed 001: the characters take the détachement's mode of transport, at no cost: the transport it
 * boarded, else its own transports, else none.
 */
function rideOf(
  evaluator: Evaluator,
  binding: GameBinding,
  host: SelectionElement,
): SelectionElement | undefined {
  const boarded = host.selection.embarkedIn;
  const carrier = boarded === undefined ? undefined : evaluator.tree.byId.get(boarded);
  if (carrier) return carrier;
  return holds(evaluator, host, binding, 'transport') ? host : undefined;
}

function charactersByHost(
  evaluator: Evaluator,
  binding: GameBinding,
  params: AttachParams,
  verdicts: Verdict[],
  figures: Figure[],
): Map<SelectionElement, SelectionElement[]> {
  const joined = new Map<SelectionElement, SelectionElement[]>();
  for (const character of unitsOf(evaluator, binding)) {
    if (!isAttachedCharacter(evaluator, character, binding)) continue;
    const host = checkOne(evaluator, binding, params, character, verdicts);
    if (!host) continue;
    joined.set(host, [...(joined.get(host) ?? []), character]);
    const gained = gains(evaluator, binding, params, character, host);
    if (gained.length > 0)
      figures.push({
        id: 'attached-character-gains',
        value: gained.length,
        selections: [character.selection.id, host.selection.id],
        params: {
          unit: unitName(evaluator, character),
          host: unitName(evaluator, host),
          gains: gained.map((gain) => gain.text).join(', '),
          // The binding's ability kinds, for figures read by program (the app's stats).
          kinds: gained.map((gain) => gain.kind).join(','),
        },
      });
  }
  return joined;
}

export function attachedCharacterRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: AttachParams,
): MusterRulesResult {
  const verdicts: Verdict[] = [];
  const figures: Figure[] = [];
  const joined = charactersByHost(evaluator, binding, params, verdicts, figures);
  for (const [host, characters] of joined) {
    const names = joinNames(characters.map((character) => unitName(evaluator, character)));
    const ride = rideOf(evaluator, binding, host);
    figures.push({
      id: 'attached-characters',
      value: characters.length,
      of: params.maxPerDetachment,
      selections: [host.selection.id, ...characters.map((character) => character.selection.id)],
      params: {
        unit: unitName(evaluator, host),
        characters: names,
        ...(ride ? { ride: unitName(evaluator, ride), rideId: ride.selection.id } : {}),
      },
    });
    if (characters.length > params.maxPerDetachment)
      verdicts.push({
        ...verdict(
          'attached-character.too-many',
          evaluator,
          host,
          characters,
          {
            count: characters.length,
            max: params.maxPerDetachment,
            characters: names,
          },
          ruleIdOf(evaluator, characters[0]!, binding, 'attached-character'),
        ),
        // The détachement is what holds too many; each character is named in the sentence.
        owner: { kind: 'selection', id: host.selection.id, entryId: host.node.defId },
      });
  }
  return { verdicts, figures };
}

export interface AttachTarget {
  /** The détachement the character may join. */
  selectionId: string;
  max: number;
  /** Slots left, not counting the character itself. */
  free: number;
}

/**
 * Where a character may join, with the slots left: every détachement it may host in (class, company)
 * with room for one more (the interface offers only these). Empty for a selection that is no character.
 */
/** The units that may host a character (canHost but for the character itself), once per evaluation. */
function possibleHosts(evaluator: Evaluator, binding: GameBinding, params: AttachParams) {
  const memo = bindingMemo(evaluator, binding);
  memo.hosts ??= unitsOf(evaluator, binding)
    .filter((unit) => canHost(evaluator, binding, unit, undefined))
    .map((host) => ({
      host,
      class: classOf(evaluator, binding, host, params),
      company: formationOf(evaluator, host, binding),
    }));
  return memo.hosts;
}

function hostsTaken(evaluator: Evaluator, binding: GameBinding): Map<SelectionElement, number> {
  const memo = bindingMemo(evaluator, binding);
  if (memo.hostsTaken) return memo.hostsTaken;
  const taken = new Map<SelectionElement, number>();
  for (const other of unitsOf(evaluator, binding)) {
    if (!isAttachedCharacter(evaluator, other, binding)) continue;
    const host = hostOf(evaluator, binding, other);
    if (host) taken.set(host, (taken.get(host) ?? 0) + 1);
  }
  memo.hostsTaken = taken;
  return taken;
}

export function attachTargets(
  evaluator: Evaluator,
  binding: GameBinding,
  characterId: string,
  /** Full détachements too (free 0): a drop there is the player's choice, and the verdict says why not. */
  includeFull = false,
): AttachTarget[] {
  const params = binding.rules.attachedCharacter;
  const character = evaluator.tree.byId.get(characterId);
  if (!params || !character || !isAttachedCharacter(evaluator, character, binding)) return [];
  // The characters every host holds are counted once per evaluation (the verdict panel asks this for
  // each character joined to nothing), less this one where it is joined.
  const ownHost = hostOf(evaluator, binding, character);
  const own = classOf(evaluator, binding, character, params);
  // What companyNotHolding asks, the character's company read once rather than once per host.
  const company = formationOf(evaluator, character, binding);
  if (ownHost !== undefined)
    return targetsFor(evaluator, binding, params, character, ownHost, own, company, includeFull);
  // Joined to nothing: the targets depend only on its class and its company, the same for its likes.
  const memo = bindingMemo(evaluator, binding);
  memo.freeTargets ??= new Map();
  let byClass = memo.freeTargets.get(company);
  if (!byClass) {
    byClass = new Map();
    memo.freeTargets.set(company, byClass);
  }
  const key = `${includeFull ? 'full' : 'room'}|${own === undefined ? '' : `:${own}`}`;
  let targets = byClass.get(key);
  if (!targets) {
    targets = targetsFor(evaluator, binding, params, character, undefined, own, company, includeFull);
    byClass.set(key, targets);
  }
  return targets.map((target) => ({ ...target }));
}

function targetsFor(
  evaluator: Evaluator,
  binding: GameBinding,
  params: AttachParams,
  character: SelectionElement,
  ownHost: SelectionElement | undefined,
  own: string | undefined,
  company: SelectionElement | undefined,
  includeFull: boolean,
): AttachTarget[] {
  const taken = hostsTaken(evaluator, binding);
  const targets: (AttachTarget & { order: number })[] = [];
  for (const { host, class: hostClass, company: hostCompany } of possibleHosts(evaluator, binding, params)) {
    if (host === character) continue;
    if (!classAllows(params, own, hostClass)) continue;
    if (company && hostCompany !== company) continue;
    const free = params.maxPerDetachment - (taken.get(host) ?? 0) + (host === ownHost ? 1 : 0);
    if (free > 0 || includeFull)
      targets.push({
        selectionId: host.selection.id,
        max: params.maxPerDetachment,
        free: Math.max(free, 0),
        order: host.order,
      });
  }
  return targets
    .sort((a, b) => b.free - a.free || a.order - b.order)
    .map(({ selectionId, max, free }) => ({ selectionId, max, free }));
}
