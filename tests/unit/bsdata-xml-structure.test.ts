import { describe, expect, it } from 'vitest';
import { checkNesting, tagDepth } from '../../src/core/bsdata/xml';
import { readDataFile } from '../../src/core/bsdata/read-data-file';

// fast-xml-parser's parse accepts broken XML (it closes what is left open); the reader checks the
// structure itself in one pass instead of running the parser's validator as a second one.
describe('the structure check before parsing BattleScribe XML', () => {
  it.each([
    ['<a><b></a>', 'end tag </a> where </b> was expected'],
    ['<a><b></c></a>', 'end tag </c> where </b> was expected'],
    ['<a></a></b>', 'end tag </b> without a start tag'],
    ['<a><b>', '<b> is never closed'],
    ['<a x="1></a>', 'unclosed attribute value'],
    ['<a x=1></a>', 'malformed start tag <a>'],
    ['<a x="1"y="2"/>', 'malformed start tag <a>'],
    ['<a><!-- open', 'unclosed comment'],
    ['< a/>', 'starts no tag'],
    ['{"json": true}', 'no XML element'],
  ])('refuses %s', (xml, problem) => {
    expect(checkNesting(xml, 100).problem).toContain(problem);
  });

  it('reads what XML allows: ">" in values, either quote, comments and CDATA holding tags, spaced attributes', () => {
    const xml = `<?xml version="1.0"?><a x="1 > 2" y='q"'><!-- <b> --><![CDATA[<c>]]><d\n  e = "1"\n/><f></f ></a>`;
    expect(checkNesting(xml, 100)).toEqual({ depth: 2 });
    expect(tagDepth('<a><b/><c><d></d></c></a>')).toBe(3);
  });

  it('says where a data file breaks, and stops counting past the depth limit', () => {
    const cut = '<?xml version="1.0"?>\n<catalogue id="c" name="C" gameSystemId="g">\n<selectionEntries>\n';
    expect(readDataFile(cut)).toEqual({
      ok: false,
      error: { code: 'not-xml', detail: expect.stringMatching(/<selectionEntries> is never closed/) },
    });
    expect(checkNesting('<a>'.repeat(50), 10).depth).toBe(11);
  });
});
