/**
 * The whole library as one file, from the page: export (browser download or the desktop's save
 * dialog) and a first look at a picked file, so the confirmation can say how many lists it holds and a
 * file that is no library is refused in the player's language before anything is sent.
 */
import { SETTING_KEYS, SETTING_VALUE_MAX_LENGTH, type MusterClient } from '../../shared/api-contract';
import { success, type ApiResult } from '../../shared/api-result';
import { LIBRARY_FORMAT, LIBRARY_VERSION } from '../../shared/library-types';
import { desktopBridge } from './desktop';
import { downloadBlob } from './download';

export type LibraryPreview =
  | { ok: true; lists: number }
  | { ok: false; reason: 'not-json' | 'not-library' | 'newer' | 'setting-too-long' };

/** Whether a known setting of the file is longer than a setting may be (the service refuses the file). */
function hasTooLongSetting(settings: unknown): boolean {
  if (typeof settings !== 'object' || settings === null) return false;
  return Object.entries(settings).some(
    ([key, value]) =>
      (SETTING_KEYS as readonly string[]).includes(key) &&
      typeof value === 'string' &&
      value.length > SETTING_VALUE_MAX_LENGTH,
  );
}

/** What a picked file is: a library file of this Muster (with its number of lists), or why not. */
export function previewLibraryText(text: string): LibraryPreview {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'not-library' };
  const file = raw as { format?: unknown; version?: unknown; rosters?: unknown; settings?: unknown };
  if (file.format !== LIBRARY_FORMAT || !Array.isArray(file.rosters))
    return { ok: false, reason: 'not-library' };
  if (typeof file.version === 'number' && file.version > LIBRARY_VERSION)
    return { ok: false, reason: 'newer' };
  if (hasTooLongSetting(file.settings)) return { ok: false, reason: 'setting-too-long' };
  return { ok: true, lists: file.rosters.length };
}

/**
 * Exports the library and hands the file over; the value is the file's name and its number of
 * lists, or null when the player cancelled the desktop's save dialog.
 */
export async function exportLibraryFile(
  api: MusterClient,
  fileType: string,
): Promise<ApiResult<{ fileName: string; lists: number } | null>> {
  const result = await api.exportLibrary({});
  if (!result.ok) return result;
  const file = result.value;
  const preview = previewLibraryText(file.content);
  const lists = preview.ok ? preview.lists : 0;
  const bridge = desktopBridge();
  if (!bridge) {
    downloadBlob(file.fileName, new Blob([file.content], { type: file.mediaType }));
    return success({ fileName: file.fileName, lists });
  }
  const saved = await bridge.saveFileAs({
    suggestedName: file.fileName,
    filters: [{ name: fileType, extensions: ['json'] }],
    content: file.content,
    encoding: file.encoding,
  });
  if (!saved.ok) return saved;
  return success(saved.value.saved ? { fileName: saved.value.fileName, lists } : null);
}
