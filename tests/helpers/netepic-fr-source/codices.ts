/**
 * The 13 French NetEpic codices of ../shared/netepic-fr-v3 (its README lists them) and the data
 * file each one becomes (docs/netepic-fr-codices.md): `netepic-fr-<army>-<300|310>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DIR } from '../shared-material';
import { readFormations, type FormationRow } from './formations';
import { readUnitProfiles, type UnitProfileRow } from './profiles';

export const NETEPIC_FR_SOURCE_DIR = join(SHARED_DIR, 'netepic-fr-v3');
export const netepicFrSourceAvailable = existsSync(join(NETEPIC_FR_SOURCE_DIR, 'README.md'));
export const NETEPIC_FR_SOURCE_MISSING = `../shared/netepic-fr-v3 is absent (looked in ${NETEPIC_FR_SOURCE_DIR}): the NetEpic FR codices are not checked against their source`;

export interface Codex {
  /** The source folder ("Tyranids 310"). */
  folder: string;
  army: string;
  version: '300' | '310';
  /** The catalogue id and file name without `.json`. */
  catalogueId: string;
}

const FOLDERS: [folder: string, army: string][] = [
  ['Adeptus Mechanicus 310', 'adeptus-mechanicus'],
  ['Biel-Tan 300', 'biel-tan'],
  ['Biel-Tan 310', 'biel-tan'],
  ['Exodites 300', 'exodites'],
  ['Exodites 310', 'exodites'],
  ['Genestealer Cult 300', 'genestealer-cult'],
  ['Necrons 300', 'necrons'],
  ['Necrons 310', 'necrons'],
  ['Tau 300', 'tau'],
  ['Tau 310', 'tau'],
  ['Tyranids 300', 'tyranids'],
  ['Tyranids 310', 'tyranids'],
  ['World Eaters 310', 'world-eaters'],
];

export const CODICES: Codex[] = FOLDERS.map(([folder, army]) => {
  const version = folder.endsWith('300') ? '300' : '310';
  return { folder, army, version, catalogueId: `netepic-fr-${army}-${version}` };
});

export interface CodexSource {
  formations: FormationRow[];
  units: UnitProfileRow[];
}

/** A codex's formation and unit rows, read from its two LaTeX files. */
export function readCodexSource(codex: Codex): CodexSource {
  const read = (file: string) => readFileSync(join(NETEPIC_FR_SOURCE_DIR, codex.folder, file), 'utf8');
  return {
    formations: readFormations(read('army-formations.tex')),
    units: readUnitProfiles(read('unit-profiles.tex')),
  };
}
