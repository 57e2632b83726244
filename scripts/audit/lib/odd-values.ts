// The fuzzer's vocabulary (fast-check arbitraries): values people and attackers send that
// code forgets — NUL, lone surrogates, huge and negative-zero numbers, year 0 and year
// 275760, very long strings, wrong types, deep arrays — and raw JSON number tokens that
// JSON.stringify cannot write (-0, 1e999).
import fc from 'fast-check';

/** A JSON token written as is (not a string): `-0`, `1e999`. */
export class RawToken {
  constructor(readonly text: string) {}
}

export const ODD_STRINGS: readonly string[] = [
  '\u0000', 'a\u0000b', 'gastei 5 mil\u0000', '\ud800', '\udfff', 'x\ud83d', '\ud83dx\ude00y', '', ' ', '\t\r\n', 'null', 'undefined', 'true',
  '-0', '0', '-1', '1e308', '-1e308', '1e309', 'NaN', 'Infinity', '-Infinity', '9007199254740993', '90071992547409.9',
  '99999999999999999999999999', '0x10', '1_000', '5 mil', '5 milhões', '999 biliões', '1.000.000.000.000.000,00 Kz', '-5000',
  '0000-01-01', '0000-00-00', '0000-12-31T00:00:00Z', '275760-09-13', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00Z',
  '9999-12-31T23:59:59.999Z', '2026-02-30', '2026-13-01', '2026-11-25T25:61:00Z', '1900-01-01', '2026-11-25T12:00:00+99:99',
  "'; drop table records; --", '%00', '%ZZ', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '=HYPERLINK("x")',
  '\r\nX-Injected: 1', 'ａｂｃ１２３', '🙂'.repeat(40), 'x'.repeat(5_000), 'é'.repeat(70_000), '\u202e\u200b\ufeff', 'Ø'.repeat(129),
  'Africa/Nowhere', 'Etc/GMT+14', 'America/Argentina/ComodRivadavia', 'eyJhbGciOiJub25lIn0.e30.', '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'debtTaken', 'EXPENSE', 'transactions', 'constructor', '__proto__', 'toString',
];

export const ODD_NUMBERS: readonly number[] = [
  0, -0, 1, -1, 0.1 + 0.2, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2,
  2 ** 63, -(2 ** 63), 2 ** 31, 90071992547409.9, 9_007_199_254_740.99, 1e15, 123.456, 0.001, -275760, 275760, 8.64e15, 8.64e15 + 1,
];

export const RAW_TOKENS: readonly string[] = ['-0', '1e999', '-1e999', '1E+308', '0.1e-400', '123456789012345678901234567890', '-9223372036854775809', '1.00000000000000000000001', '-0.0'];

const oddString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

export const oddText: fc.Arbitrary<string> = oddString;

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_TOKENS).map((t) => new RawToken(t)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any odd value: a leaf, or small arrays and objects of them, or a deep nest. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'amount', '__proto__', 'constructor', 'type', ''), leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 600 }).map((depth) => nest(depth)) },
);

function nest(depth: number): unknown {
  let value: unknown = [1];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** JSON text with RawTokens written as raw tokens. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const written = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawToken) { raws.push(v.text); return `@@RAW${String(raws.length - 1)}@@`; }
    return v;
  });
  return written.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? '0');
}

export const BAD_JSON: readonly string[] = [
  '{', '{"a":', '[', '{"a" 1}', "{'a':1}", '{"a":1,}', 'nul', '\u0000', '{"a":"\u0000"}', '{"type":"expense","amount":"1"', '"\\ud800"',
  '{"a":"\\u0000"}', '{"__proto__":{"polluted":true}}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, '\ufeff{}', '{}garbage', '  ', '',
];

export const CONTENT_TYPES: readonly string[] = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
  'application/xml', 'application/json; charset=latin1', 'application/vnd.api+json', '*/*', 'application/octet-stream', 'json',
];

export const ACCEPT_LANGUAGES: readonly string[] = [
  'en', 'pt-AO', 'xx', '*', '', 'en;q=abc', 'pt;q=-1, en;q=2', 'a'.repeat(8_000), 'en-US,en;q=0.9,'.repeat(300), ';;;,,,', 'zh-Hant-TW-x-private-extension',
];

export const QUERY_JUNK: readonly string[] = [
  '%', '%ZZ', '%00', '%C0%80', '%ED%A0%80', '%FF%FE', 'a=1&a=2', '=&=&=', '&&&', 'start[]=1', 'start[a]=1', `x=${'y'.repeat(9_000)}`, '?&?',
];
