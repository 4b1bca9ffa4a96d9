/**
 * Lone surrogates (half of a UTF-16 pair, which JSON and JavaScript strings allow) have no UTF-8 form:
 * SQLite would store the three bytes of the half, and read them back as three U+FFFD. Each one becomes
 * a single U+FFFD where text enters, as every UTF-8 decoder reads it, so what is stored is what is read.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Every string of a JSON-like value (object keys included) made well-formed; the value itself when it already is. */
export function wellFormedDeep<T>(value: T): T {
  return fix(value) as T;
}

function fix(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) {
    const items = value.map(fix);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== 'object' || value === null || !isPlain(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const pair: [string, unknown] = [wellFormed(key), fix(item)];
    if (pair[0] !== key || pair[1] !== item) changed = true;
    return pair;
  });
  return changed ? Object.fromEntries(entries) : value;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
