/**
 * What a selection or force shows: its profiles (characteristics) and rules, with their modifiers
 * applied where they are, in the order players read them: its own, then its info groups', then those
 * its info links reach (a link renames, hides or modifies; the target's page and publication stand).
 * Hidden ones are left out. Muster's own rules read abilities from here.
 */
import type { InfoGroup, InfoLink, Modifier, ModifierGroup, Profile, Rule } from '../catalogue/model';
import type { LocalText } from '../catalogue/text';
import { emptyBag, type Evaluator } from './evaluator';
import type { ForceElement, SelectionElement } from './roster-tree';

export interface EffectiveCharacteristic {
  typeId: string;
  name: LocalText;
  value: LocalText;
}

export interface EffectiveProfile {
  id: string;
  name: LocalText;
  typeId: string;
  typeName?: LocalText;
  page?: string;
  publicationId?: string;
  characteristics: EffectiveCharacteristic[];
}

export interface EffectiveRule {
  id: string;
  name: LocalText;
  page?: string;
  publicationId?: string;
  description?: LocalText;
}

export interface InfoSource {
  profiles?: Profile[];
  rules?: Rule[];
  infoGroups?: InfoGroup[];
  infoLinks?: InfoLink[];
}

type Holder = { hidden?: boolean; modifiers?: Modifier[]; modifierGroups?: ModifierGroup[] };
type At = SelectionElement | ForceElement;

/** Info groups and links can reach each other: nesting deeper than this is data gone wrong. */
const MAX_INFO_DEPTH = 16;

export function infoOf(
  evaluator: Evaluator,
  at: At,
  source: InfoSource,
): { profiles: EffectiveProfile[]; rules: EffectiveRule[] } {
  const profiles: EffectiveProfile[] = [];
  const rules: EffectiveRule[] = [];
  const visit = (holder: InfoSource, depth: number): void => {
    if (depth > MAX_INFO_DEPTH) return;
    for (const profile of holder.profiles ?? []) push(profiles, profileAt(evaluator, at, profile, undefined));
    for (const rule of holder.rules ?? []) push(rules, ruleAt(evaluator, at, rule, undefined));
    for (const group of holder.infoGroups ?? []) if (!isHidden(evaluator, at, group)) visit(group, depth + 1);
    for (const link of holder.infoLinks ?? []) {
      const target = evaluator.index.infoTarget(link.targetId);
      if (!target) continue;
      if (link.type === 'profile') push(profiles, profileAt(evaluator, at, target as Profile, link));
      else if (link.type === 'rule') push(rules, ruleAt(evaluator, at, target as Rule, link));
      else if (!link.hidden && !isHidden(evaluator, at, target)) visit(target as InfoSource, depth + 1);
    }
  };
  visit(source, 0);
  return { profiles, rules };
}

function modifiable(holder: Holder): boolean {
  return (holder.modifiers?.length ?? 0) > 0 || (holder.modifierGroups?.length ?? 0) > 0;
}

const staticInfo = new WeakMap<object, boolean>();

/**
 * Whether what `source` shows can never change with the roster: no modifier on its profiles, rules,
 * info groups or links, nor on what the links reach (the source's own modifiers change its name or
 * costs, never its rules). Then its info is the same wherever it is chosen, and what is read from it
 * may be kept per entry rather than per selection.
 */
export function hasStaticInfo(evaluator: Evaluator, source: InfoSource, depth = 0): boolean {
  const known = staticInfo.get(source);
  if (known !== undefined) return known;
  if (depth > MAX_INFO_DEPTH) return false;
  const holders: Holder[] = [...(source.profiles ?? []), ...(source.rules ?? [])];
  let answer = holders.every((holder) => !modifiable(holder));
  for (const group of source.infoGroups ?? [])
    answer &&= !modifiable(group) && hasStaticInfo(evaluator, group, depth + 1);
  for (const link of source.infoLinks ?? []) {
    if (!answer) break;
    const target = evaluator.index.infoTarget(link.targetId);
    answer =
      !modifiable(link) &&
      (!target || (!modifiable(target) && hasStaticInfo(evaluator, target as InfoSource, depth + 1)));
  }
  staticInfo.set(source, answer);
  return answer;
}

function push<T>(list: T[], item: T | null): void {
  if (item !== null) list.push(item);
}

function isHidden(evaluator: Evaluator, at: At, holder: Holder): boolean {
  return evaluator.modify(emptyBag('', Boolean(holder.hidden)), holder, at).hidden;
}

function profileAt(
  evaluator: Evaluator,
  at: At,
  profile: Profile,
  link: InfoLink | undefined,
): EffectiveProfile | null {
  const bag = emptyBag(link?.name ?? profile.name, Boolean(profile.hidden) || Boolean(link?.hidden));
  bag.page = profile.page;
  for (const characteristic of profile.characteristics ?? [])
    bag.characteristics.set(characteristic.typeId, characteristic.value);
  evaluator.modify(bag, profile, at);
  if (link) evaluator.modify(bag, link, at);
  if (bag.hidden) return null;
  const type = evaluator.index.profileType(profile.typeId);
  const typeName = profile.typeName ?? type?.name;
  return {
    id: profile.id,
    name: bag.name,
    typeId: profile.typeId,
    ...(typeName !== undefined ? { typeName } : {}),
    ...(bag.page !== undefined ? { page: bag.page } : {}),
    ...(profile.publicationId !== undefined ? { publicationId: profile.publicationId } : {}),
    characteristics: (profile.characteristics ?? []).map((characteristic) => ({
      typeId: characteristic.typeId,
      name:
        characteristic.name ??
        type?.characteristicTypes?.find((c) => c.id === characteristic.typeId)?.name ??
        '',
      value: bag.characteristics.get(characteristic.typeId) ?? '',
    })),
  };
}

function ruleAt(evaluator: Evaluator, at: At, rule: Rule, link: InfoLink | undefined): EffectiveRule | null {
  const bag = emptyBag(link?.name ?? rule.name, Boolean(rule.hidden) || Boolean(link?.hidden));
  bag.page = rule.page;
  bag.description = rule.description;
  evaluator.modify(bag, rule, at);
  if (link) evaluator.modify(bag, link, at);
  if (bag.hidden) return null;
  return {
    id: rule.id,
    name: bag.name,
    ...(bag.page !== undefined ? { page: bag.page } : {}),
    ...(rule.publicationId !== undefined ? { publicationId: rule.publicationId } : {}),
    ...(bag.description !== undefined ? { description: bag.description } : {}),
  };
}
