/** Removes Markdown emphasis and the few HTML tags the seeds use; the result is shown as text only. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<\/?(?:i|b|em|strong|br|u)\s*\/?>/gi, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*\n]+)\*/g, '$1')
    .replace(/(^|[\s(])_([^_\n]+)_(?=[\s).,;:!?]|$)/g, '$1$2')
    .trim();
}

/** Splits lines into paragraphs at blank lines, cleans each and joins them with one blank line. */
export function paragraphs(lines: string[]): string {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) out.push(stripMarkup(current.join('\n')));
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else current.push(line.trim());
  }
  flush();
  return out.filter(Boolean).join('\n\n');
}

export function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}
