import { issue, quote } from '../../engine/issue';
import type {
  AttachedCharacterLine,
  ResolvedSelection,
  RosterRule,
  RuleContext,
  ValidationIssue,
} from '../../engine/types';
import { abilityOf, byId, className, holds, idsOf, isAttachedCharacter, isFormation } from './units';

const RULE = 'attached-character';
/** Seed 001: « jusqu'à 2 Personnage Liés à un même détachement ». */
export const MAX_CHARACTERS_PER_DETACHMENT = 2;

/** A Personnage Lié may only join a real détachement: not a formation, not another character, not itself. */
function canHost(
  host: ResolvedSelection | undefined,
  character: ResolvedSelection,
): host is ResolvedSelection {
  return (
    host !== undefined &&
    host !== character &&
    host.count > 0 &&
    !isFormation(host) &&
    !isAttachedCharacter(host)
  );
}

/** Class 1 joins class 1 or 2; class 2 and above join their own class only. Unknown classes pass. */
function classAllows(character: number | undefined, host: number | undefined): boolean {
  if (character === undefined || host === undefined) return true;
  return character === 1 ? host === 1 || host === 2 : host === character;
}

function unattached(character: ResolvedSelection, ability: string, target: ResolvedSelection | undefined) {
  const name = quote(character.name);
  const message = target
    ? {
        fr: `${name.fr} est lié à ${quote(target.name).fr}, qui n’est pas un détachement : un Personnage Lié doit rejoindre un détachement.`,
        en: `${name.en} is joined to ${quote(target.name).en}, which is not a détachement: an attached character must join a détachement.`,
      }
    : {
        fr: `${name.fr} est un Personnage Lié : il doit rejoindre un détachement.`,
        en: `${name.en} is an attached character: it must join a détachement.`,
      };
  return issue('attached-character.unattached', 'error', message, [character.selection.id], {
    rule: RULE,
    ability,
  });
}

function classMismatch(character: ResolvedSelection, host: ResolvedSelection, ability: string) {
  const name = quote(character.name);
  const hostName = quote(host.name);
  const own = className(character.entry.class);
  const theirs = className(host.entry.class);
  const allowed =
    character.entry.class === 1
      ? { fr: 'un détachement d’infanterie ou de cavalerie', en: 'an infantry or cavalry détachement' }
      : { fr: 'un détachement de sa classe', en: 'a détachement of its own class' };
  return issue(
    'attached-character.class-mismatch',
    'error',
    {
      fr: `${name.fr} (${own.fr}) ne peut rejoindre qu’${allowed.fr} ; ${hostName.fr} est de ${theirs.fr}.`,
      en: `${name.en} (${own.en}) may only join ${allowed.en}; ${hostName.en} is ${theirs.en}.`,
    },
    [character.selection.id, host.selection.id],
    { rule: RULE, ability },
  );
}

function outsideCompany(
  character: ResolvedSelection,
  host: ResolvedSelection,
  company: ResolvedSelection,
  ability: string,
) {
  const name = quote(character.name);
  return issue(
    'attached-character.outside-company',
    'error',
    {
      fr: `${name.fr} appartient à ${quote(company.name).fr} : il doit rejoindre un détachement de cette compagnie, pas ${quote(host.name).fr}.`,
      en: `${name.en} belongs to ${quote(company.name).en}: it must join a détachement of that company, not ${quote(host.name).en}.`,
    },
    [character.selection.id, host.selection.id, company.selection.id],
    { rule: RULE, ability },
  );
}

function tooMany(host: ResolvedSelection, characters: ResolvedSelection[], ability: string) {
  const names = characters.map((c) => quote(c.name));
  return issue(
    'attached-character.too-many',
    'error',
    {
      fr: `${quote(host.name).fr} a ${characters.length} Personnages Liés (${names.map((n) => n.fr).join(', ')}) ; un détachement en accepte ${MAX_CHARACTERS_PER_DETACHMENT} au plus.`,
      en: `${quote(host.name).en} has ${characters.length} attached characters (${names.map((n) => n.en).join(', ')}); a détachement takes at most ${MAX_CHARACTERS_PER_DETACHMENT}.`,
    },
    [host.selection.id, ...idsOf(characters)],
    { rule: RULE, ability },
  );
}

/** Where the détachement rides: the transport it boarded, else its own transports, else nowhere. */
function rideOf(host: ResolvedSelection, byId: RuleContext['byId']): string | null {
  const boarded = host.selection.embarkedIn;
  if (boarded !== undefined && byId.has(boarded)) return boarded;
  return holds(host, 'transport') ? host.selection.id : null;
}

function derived(character: ResolvedSelection, host: ResolvedSelection, context: RuleContext) {
  const gains = (['infiltration', 'command-unit'] as const)
    .map((kind) => ({ kind, host: abilityOf(host, kind), own: abilityOf(character, kind) }))
    .filter((g) => g.host !== undefined && g.own === undefined)
    .map((g) => g.host!.id);
  const line: AttachedCharacterLine = {
    selection: character.selection.id,
    detachment: host.selection.id,
    gains,
    transport: rideOf(host, context.byId),
  };
  return line;
}

/**
 * NetEpic Personnage Lié (seed 001): each one joins a détachement, two at most per détachement, of a
 * class it may join, inside its own company. Derived: what it gains from the détachement it joins.
 */
export const attachedCharacter: RosterRule = {
  id: RULE,
  games: ['netepic'],
  check(context) {
    const { units, byId: unitById } = context;
    const issues: ValidationIssue[] = [];
    const lines: AttachedCharacterLine[] = [];
    const joined = new Map<string, ResolvedSelection[]>();
    const characters = units.filter(isAttachedCharacter).sort(byId);

    for (const character of characters) {
      const ability = abilityOf(character, 'attached-character')!.id;
      const targetId = character.selection.attachedTo;
      const host = targetId === undefined ? undefined : unitById.get(targetId);
      if (!canHost(host, character)) {
        issues.push(unattached(character, ability, host === character ? undefined : host));
        continue;
      }
      const group = joined.get(host.selection.id);
      if (group) group.push(character);
      else joined.set(host.selection.id, [character]);
      if (!classAllows(character.entry.class, host.entry.class))
        issues.push(classMismatch(character, host, ability));
      const company =
        character.selection.parent === undefined ? undefined : unitById.get(character.selection.parent);
      if (company?.entry.kind === 'compagnie' && host.selection.parent !== company.selection.id)
        issues.push(outsideCompany(character, host, company, ability));
      lines.push(derived(character, host, context));
    }

    for (const [hostId, group] of [...joined].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (group.length <= MAX_CHARACTERS_PER_DETACHMENT) continue;
      const ability = abilityOf(group[0]!, 'attached-character')!.id;
      issues.push(tooMany(unitById.get(hostId)!, group, ability));
    }
    return { issues, stats: { attachedCharacters: lines } };
  },
};
