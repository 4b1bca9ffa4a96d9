/**
 * The layouts of the printable roster (HTML and PDF), with no dependency: the API contract, the CLI
 * and the renderer's export dialog list them from here.
 *  - `standard`: one column, every unit with its full profile; short units are never cut by a page
 *    break, long ones may be, rather than leave a page mostly empty.
 *  - `compact`: the same content in two columns, smaller type and tighter spacing, for the table.
 *  - `cards`: one reference card per unit line (four to an A4 or Letter page, with cut marks), each
 *    with a damage track to tick: for card sleeves and dry-erase markers.
 */
export const PRINT_LAYOUTS = ['standard', 'compact', 'cards'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

export function isPrintLayout(value: unknown): value is PrintLayout {
  return typeof value === 'string' && (PRINT_LAYOUTS as readonly string[]).includes(value);
}

/** The words the layouts add to the export's labels (labels.ts). */
export interface LayoutLabels {
  /** Tag of a character under a group of identical units, when its host is not known: one of them. */
  attachedToOne: string;
  /** Tag of a character under a group of identical units: which one it joined. */
  attachedToHost: (host: string) => string;
  /** A unit told from its namesakes by its rank in the list, as the editor says it. */
  numbered: (name: string, n: string) => string;
  /** After the price of a character bought elsewhere, not added to the section it is printed in. */
  countedApart: string;
  /** Tag of a character's reference card, before its host's name. */
  attachedTo: string;
  /** Above the boxes of a reference card, ticked as the unit loses bases or models. */
  damage: string;
}

export const LAYOUT_LABELS: Record<'fr' | 'en', LayoutLabels> = {
  fr: {
    attachedToOne: 'Personnage lié à l’un d’eux',
    attachedToHost: (host) => `Lié à ${host}`,
    numbered: (name, n) => `${name} n° ${n}`,
    countedApart: 'hors total de la section',
    attachedTo: 'Lié à',
    damage: 'Pertes',
  },
  en: {
    attachedToOne: 'Attached to one of them',
    attachedToHost: (host) => `Attached to ${host}`,
    numbered: (name, n) => `${name} no. ${n}`,
    countedApart: 'not in this section’s total',
    attachedTo: 'Attached to',
    damage: 'Losses',
  },
};

/** The tag of a joined character: which of a group of identical units it joined, else `plain`. */
export function attachmentTag(
  words: LayoutLabels,
  plain: string,
  unit: { host?: string },
  host: { multiplier: number },
): string {
  if (host.multiplier <= 1) return plain;
  return unit.host ? words.attachedToHost(unit.host) : words.attachedToOne;
}
