/** Which data files this thread's XML parser is given: a test that data is read elsewhere can fail. */
import { XMLParser } from 'fast-xml-parser';
import { vi } from 'vitest';

/** The data files (game systems, catalogues) this thread's XML parser is given from now on. */
export function dataParsedHere(): string[] {
  const parsed: string[] = [];
  const parse = XMLParser.prototype.parse;
  vi.spyOn(XMLParser.prototype, 'parse').mockImplementation(function (this: XMLParser, ...args) {
    const text = String(args[0]);
    if (/<(gameSystem|catalogue)[\s>]/.test(text)) parsed.push(text);
    return parse.apply(this, args);
  });
  return parsed;
}
