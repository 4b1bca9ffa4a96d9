/**
 * The printable roster: one language-specific model built from a roster, its faction's catalogue and
 * its validation, which the HTML, Markdown and text renderers only lay out. Every string in the model
 * is display text in the chosen language, already stripped of control characters; none of it is markup.
 *
 * Built by small parts (print/): the context every part reads, the relations between selections
 * (joined characters, held units, passengers), unit lines, sections (formations as the data says,
 * then units by kind), derived figures and the glossary of only the rules this roster uses.
 * Identical units are printed once as "3 × …".
 */
import type { Severity } from '../engine/types';
import { cleanLine, cleanText } from '../text/clean';
import { forceChoices, forceOfList } from '../catalogue/forces';
import { textIn } from '../catalogue/text';
import { groupIdenticalUnits } from './group-units';
import { printContext, type PrintContext } from './print/context';
import { printFigures } from './print/figures';
import { printGlossary } from './print/glossary';
import type { PrintableIssue, PrintableRoster, PrintableRosterInput, PrintableUnit } from './print/model';
import { printProfiles } from './print/profiles';
import { printProvenance } from './print/provenance';
import { printRelations } from './print/relations';
import { printSections } from './print/sections';
import { printUnits } from './print/units';

export type { ExportLang } from './labels';
export type * from './print/model';
export { MAX_ATTACHMENT_DEPTH } from './print/relations';
export { cleanLine, cleanText };

/** Builds the printable model. Never throws on unknown entries, abilities, weapons or references. */
export function buildPrintableRoster(input: PrintableRosterInput): PrintableRoster {
  const context = printContext(input);
  const relations = printRelations(context);
  const profiles = printProfiles(context);
  const sections = printSections(context, relations, printUnits(context, relations, profiles));
  const figures = printFigures(context);
  const glossary = printGlossary(context, profiles);
  const madeFrom = input.provenance
    ? { madeFrom: printProvenance(input.catalogue, input.lang, input.provenance) }
    : {};
  return groupIdenticalUnits({ ...header(context), figures, sections, glossary, ...madeFrom });
}

/**
 * The faction with the force the list takes, where its data offers several (an Antares force
 * organisation, a Freebooter's Fate game mode): "Algoryn (force : Algoryn Spearhead)". Said once when
 * the force is named like the faction, and not at all when the data offers one force only.
 */
function withForce(context: PrintContext, faction: string): string {
  const data = context.catalogue.gameData;
  const factionId = context.roster.faction;
  if (!data || forceChoices(data, factionId).length < 2) return faction;
  const force = forceOfList(data, factionId, context.roster.force);
  const name = cleanLine(textIn(force?.name, context.lang).trim());
  return name === '' || faction.startsWith(name) ? faction : context.labels.factionForce(faction, name);
}

/** The list's title, game, faction, points, verdict and issues, in the print's language. */
function header(context: PrintContext): Omit<PrintableRoster, 'figures' | 'sections' | 'glossary'> {
  const { roster, catalogue, result, lang, tr, primary } = context;
  const L = context.labels;
  const primaryType = context.costTypes.find((c) => c.id === primary);
  const pointsLabel = tr(primaryType?.name, L.points);
  const stats = result.stats;
  const issues = Array.isArray(result.issues) ? result.issues : [];
  const errors =
    typeof result.errors === 'number' ? result.errors : issues.filter((i) => i.severity === 'error').length;
  const warnings =
    typeof result.warnings === 'number'
      ? result.warnings
      : issues.filter((i) => i.severity === 'warning').length;
  const valid = result.valid === true;
  const counts = [errors > 0 ? L.errors(errors) : '', warnings > 0 ? L.warnings(warnings) : '']
    .filter(Boolean)
    .join(', ');
  return {
    lang,
    labels: L,
    gameId: roster.game,
    title: cleanLine(roster.name) || roster.id,
    game: tr(catalogue.game.name, roster.game),
    faction: withForce(
      context,
      catalogue.faction?.edition
        ? L.factionEdition(tr(catalogue.faction.name, roster.faction), catalogue.faction.edition)
        : tr(catalogue.faction?.name, roster.faction),
    ),
    pointsLabel,
    pointsUnit: primary === 'points' ? L.pointsShort : pointsLabel.toLocaleLowerCase(lang),
    points: typeof stats.points === 'number' ? stats.points : 0,
    pointsLimit: typeof stats.pointsLimit === 'number' ? stats.pointsLimit : roster.pointsLimit,
    valid,
    errors,
    warnings,
    verdict: `${valid ? L.valid : L.invalid}${counts ? ` — ${counts}` : ''}`,
    issues: issues.map((i): PrintableIssue => {
      const severity: Severity = i.severity in L.severity ? i.severity : 'info';
      return {
        severity,
        severityLabel: L.severity[severity],
        message: cleanText(i.message?.[lang] ?? String(i.code ?? '')),
      };
    }),
    notes: cleanText(roster.notes ?? ''),
  };
}

/** Every unit line of the roster, depth first (formations, their units, attached characters). */
export function allUnits(model: PrintableRoster): PrintableUnit[] {
  const out: PrintableUnit[] = [];
  const visit = (unit: PrintableUnit) => {
    out.push(unit);
    unit.attached.forEach(visit);
  };
  for (const section of model.sections) {
    if (section.formation) visit(section.formation);
    section.units.forEach(visit);
  }
  return out;
}
