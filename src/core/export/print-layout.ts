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
  /** Tag of a character under a group of identical units: joined to one of them. */
  attachedToOne: string;
  /** Tag of a character's reference card, before its host's name. */
  attachedTo: string;
  /** Above the boxes of a reference card, ticked as the unit loses bases or models. */
  damage: string;
}

export const LAYOUT_LABELS: Record<'fr' | 'en', LayoutLabels> = {
  fr: {
    attachedToOne: 'Personnage lié à l’un d’eux',
    attachedTo: 'Lié à',
    damage: 'Pertes',
  },
  en: {
    attachedToOne: 'Attached to one of them',
    attachedTo: 'Attached to',
    damage: 'Losses',
  },
};
