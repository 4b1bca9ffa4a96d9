/**
 * Exports and printing from the page. The API renders; the file then goes to the browser's download
 * (browser mode) or the native save dialog (desktop). Printing uses the printable HTML: the system's
 * print dialog on the desktop, a hidden frame in a browser.
 */
import { createSignal } from 'solid-js';
import type { MusterList } from '../../core';
import type {
  MusterClient,
  PaperSize,
  PrintLayout,
  RosterExport,
  RosterExportFormat,
} from '../../shared/api-contract';
import { success, type ApiResult } from '../../shared/api-result';
import { desktopBridge } from './desktop';
import { downloadBlob } from './download';

export interface ExportChoice {
  format: RosterExportFormat;
  lang: 'fr' | 'en';
  paper: PaperSize;
  /** HTML, PDF and print: standard, compact two-column or reference cards (default standard). */
  layout?: PrintLayout;
  /** HTML, PDF and print: false leaves the glossary out (default: printed). */
  glossary?: boolean;
}

/** The paper last chosen: the dialog and "Imprimer" share it. */
export const [paper, setPaper] = createSignal<PaperSize>('a4');
/** The layout last chosen, shared the same way. */
export const [layout, setLayout] = createSignal<PrintLayout>('standard');

const GLOSSARY_KEY = 'muster.print.glossary';

/** The app's stored choice: a player who leaves the glossary out once does so for every list, until he changes it. */
function storedGlossary(): boolean {
  try {
    return globalThis.localStorage?.getItem(GLOSSARY_KEY) !== 'off';
  } catch {
    return true;
  }
}
const [glossary, setGlossarySignal] = createSignal(storedGlossary());
/** Whether prints carry the glossary of the rules the list uses: kept for the app (this browser profile). */
export { glossary };
export function setGlossary(on: boolean): void {
  setGlossarySignal(on);
  try {
    globalThis.localStorage?.setItem(GLOSSARY_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private window): the choice holds until the app closes.
  }
}

function blobOf(file: RosterExport): Blob {
  const body =
    file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  return new Blob([body], { type: file.mediaType });
}

/**
 * Exports the roster as the editor holds it (edits the autosave has not stored yet included, even
 * when a save failed) and hands the file over. The value is the file's name, or null when the
 * user cancelled the save dialog. On the desktop a PDF is printed by the app's own Chromium.
 */
export async function exportRosterFile(
  api: MusterClient,
  roster: MusterList,
  choice: ExportChoice,
  filterName: string,
): Promise<ApiResult<string | null>> {
  const bridge = desktopBridge();
  const pdfOnDesktop = bridge !== undefined && choice.format === 'pdf';
  const result = await api.exportRoster({
    id: roster.id,
    roster,
    format: pdfOnDesktop ? 'html' : choice.format,
    lang: choice.lang,
    paper: choice.paper,
    ...(choice.layout ? { layout: choice.layout } : {}),
    ...(choice.glossary === false ? { glossary: false } : {}),
  });
  if (!result.ok) return result;
  const file = result.value;
  if (!bridge) {
    downloadBlob(file.fileName, blobOf(file));
    return success(file.fileName);
  }
  const saved = pdfOnDesktop
    ? await bridge.savePdfAs({
        suggestedName: file.fileName.replace(/\.html$/, '.pdf'),
        html: file.content,
        paper: choice.paper,
      })
    : await bridge.saveFileAs({
        suggestedName: file.fileName,
        filters: [{ name: filterName, extensions: [file.fileName.split('.').pop() ?? 'txt'] }],
        content: file.content,
        encoding: file.encoding,
      });
  if (!saved.ok) return saved;
  return success(saved.value.saved ? saved.value.fileName : null);
}

/** Prints the printable page of the roster as the editor holds it. */
export async function printRoster(
  api: MusterClient,
  roster: MusterList,
  choice: Omit<ExportChoice, 'format'>,
): Promise<ApiResult<null>> {
  const result = await api.exportRoster({ id: roster.id, roster, format: 'html', ...choice });
  if (!result.ok) return result;
  const bridge = desktopBridge();
  if (!bridge) {
    printInFrame(result.value.content);
    return success(null);
  }
  const printed = await bridge.printHtml({ html: result.value.content });
  return printed.ok ? success(null) : printed;
}

/**
 * Browser mode: the page goes into a hidden frame that may not run scripts (sandboxed, our CSP
 * inherited), and that frame is printed. The frame stays until the next print, for the dialog's sake.
 */
function printInFrame(html: string): void {
  document.querySelector('iframe[data-print-frame]')?.remove();
  const frame = document.createElement('iframe');
  frame.dataset.printFrame = '';
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'print';
  // Laid out (a frame without layout prints blank), but out of sight.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  frame.srcdoc = html;
  document.body.append(frame);
}
