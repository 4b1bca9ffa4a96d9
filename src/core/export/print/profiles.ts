/**
 * A unit's printed lines of figures: its stat lines, its weapons' profiles and table columns, and
 * abilities with their parameters ("Transport (2)"). Records which abilities and weapons the print
 * uses, for the glossary.
 */
import type { Weapon } from '../../catalogue/schema';
import { cleanLine } from '../../text/clean';
import { statValueIn } from '../stat-words';
import type { PrintContext } from './context';
import type {
  ExportStatDef,
  PrintableStat,
  PrintableWeapon,
  PrintableWeaponColumns,
  PrintableWeaponProfile,
} from './model';

/** A parameter placeholder at the end of an ability name: "Transport (X)", "Tacticien (n)", "Dodge (X+)". */
export const PLACEHOLDER = /\s*\((?:[nNxX]{1,2}|\+?[xX]\+?|\?|…|\.\.\.)\)\s*$/;

export interface PrintProfiles {
  unitStats(stats: Record<string, string> | undefined): PrintableStat[];
  weaponProfile(profile: Weapon['profiles'][number]): PrintableWeaponProfile;
  abilityLabel(ref: { id: string; param?: number; paramText?: string }): string;
  /** Abilities and weapons printed, for the glossary. */
  usedAbilities: Set<string>;
  usedWeapons: Set<string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function printProfiles(context: PrintContext): PrintProfiles {
  const { tr, lang } = context;
  const game = context.catalogue.game;
  const valueIn = (value: string) => cleanLine(statValueIn(value, lang, context.catalogue.statValues));
  const abilities = context.catalogue.abilities ?? {};
  const unitStatDefs = Array.isArray(game.unitStats) ? game.unitStats : [];
  const weaponStatDefs = Array.isArray(game.weaponStats) ? game.weaponStats : [];
  const bandNames = new Map(
    (Array.isArray(game.rangeBands) ? game.rangeBands : []).map((b) => [b.id, b.name]),
  );
  const usedAbilities = new Set<string>();
  const usedWeapons = new Set<string>();

  const statLine = (defs: ExportStatDef[], stats: Record<string, string> | undefined): PrintableStat[] => {
    if (!isRecord(stats)) return [];
    const out: PrintableStat[] = [];
    const seen = new Set<string>();
    for (const def of defs) {
      const value = stats[def.id];
      if (typeof value !== 'string') continue;
      seen.add(def.id);
      out.push({ id: def.id, label: tr(def.short, def.id), value: valueIn(value) });
    }
    for (const [id, value] of Object.entries(stats))
      if (!seen.has(id) && typeof value === 'string')
        out.push({ id, label: cleanLine(id), value: valueIn(value) });
    return out;
  };

  const abilityLabel = (ref: { id: string; param?: number; paramText?: string }): string => {
    const known = abilities[ref.id];
    const name = known ? tr(known.name, ref.id) : cleanLine(ref.id);
    const param =
      typeof ref.param === 'number'
        ? String(ref.param)
        : typeof ref.paramText === 'string' && cleanLine(ref.paramText)
          ? cleanLine(ref.paramText)
          : undefined;
    if (param === undefined) return name.replace(PLACEHOLDER, '') || name;
    return `${name.replace(PLACEHOLDER, '')} (${param})`;
  };

  const weaponProfile = (profile: Weapon['profiles'][number]): PrintableWeaponProfile => {
    const ranges = Array.isArray(profile.ranges) ? profile.ranges : [];
    const range = ranges
      .map((band) => {
        const extra = statLine(weaponStatDefs, band.stats)
          .map((s) => `${s.label} ${s.value}`)
          .join(', ');
        const name = ranges.length > 1 ? `${tr(bandNames.get(band.band), band.band)} ` : '';
        return `${name}${valueIn(band.distance)}${extra ? ` (${extra})` : ''}`;
      })
      .join(' · ');
    const refs = Array.isArray(profile.abilities) ? profile.abilities : [];
    for (const a of refs) usedAbilities.add(a.id);
    const out: PrintableWeaponProfile = {
      range,
      stats: statLine(weaponStatDefs, profile.stats),
      rules: refs.map(abilityLabel),
    };
    if (profile.mode) out.mode = tr(profile.mode, '');
    if (profile.note) out.note = tr(profile.note, '');
    return out;
  };

  return {
    unitStats: (stats) => statLine(unitStatDefs, stats),
    weaponProfile,
    abilityLabel,
    usedAbilities,
    usedWeapons,
  };
}

/**
 * The columns of a unit's weapon table: a range column when a profile has range bands, else a mode
 * column when a profile has a mode; then the weapon stats its profiles use, as they first come.
 */
export function weaponColumnsOf(list: PrintableWeapon[]): PrintableWeaponColumns {
  const profiles = list.flatMap((w) => w.profiles);
  const stats: PrintableWeaponColumns['stats'] = [];
  for (const p of profiles)
    for (const s of p.stats) if (!stats.some((c) => c.id === s.id)) stats.push({ id: s.id, label: s.label });
  const range = profiles.some((p) => p.range !== '');
  return { range, mode: !range && profiles.some((p) => p.mode !== undefined && p.mode !== ''), stats };
}
