import { readDataFile, type DataFileRead } from '../../core';

/**
 * A stored data file read back: stored before numbers were checked at import, it still reads as it
 * did (see ReadDataFileOptions); the import refuses such numbers, a stored file is never refused.
 */
export function readStoredFile(content: string): DataFileRead {
  return readDataFile(content, { numbers: 'keep' });
}
