/**
 * Hostile and malformed inputs for the bad-input specs, and the checks every answer must pass.
 * Each case is a raw request body (text, so broken JSON and own `__proto__` keys can be sent).
 */
export interface BadCase {
  name: string;
  payload: string;
  contentType?: string;
  /** The server must refuse it (4xx); otherwise any answer below 500 is fine. */
  mustReject?: boolean;
}

/** Unicode that is valid text (may be accepted) and text that is not (must be refused). */
export const validUnicode: Record<string, string> = {
  emoji: 'Ada 👩‍💻🚀 Lovelace — ünïcödé',
  combining: 'Z̷̢̛a̸l̴g̶o̵ text with combining marks',
  rtlOverride: 'Ada \u202Egnp.exe\u202C Lovelace',
  zeroWidth: 'Ada\u200B\u200D Lovelace\uFEFF',
};
export const invalidUnicode: Record<string, string> = {
  nulByte: 'Ada\u0000Lovelace is here',
  loneHighSurrogate: 'Ada \uD800 Lovelace is here',
  loneLowSurrogate: 'Ada \uDC00 Lovelace is here',
};
export const injections: Record<string, string> = {
  sql: "Robert'); DROP TABLE contacts; --",
  sqlOr: "' OR '1'='1' --",
  html: '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
  crlf: 'Ada\r\nBcc: victim@example.com\r\nSet-Cookie: pwned=1',
  pathTraversal: '../../../../etc/passwd%00.png',
  template: '${7*7} {{7*7}} <%= 7*7 %>',
  jsonInString: '{"$gt": ""}',
};

const wrongTypes: Record<string, unknown> = { number: 12345, boolean: true, null: null, array: ['a', 'b'], object: { $ne: null } };

export const brokenJson: BadCase[] = [
  ['truncated', '{"name": "Ada'],
  ['trailing comma', '{"a": 1,}'],
  ['single quotes', "{'a': 1}"],
  ['only a brace', '{'],
  ['NaN', '{"a": NaN}'],
  ['empty body', ''],
  ['whitespace', '   '],
  ['deeply nested', `${'['.repeat(2000)}${']'.repeat(2000)}`],
].map(([name, payload]) => ({ name: `broken JSON: ${name}`, payload }));

export const notAnObject: BadCase[] = ['null', '[]', '[{}]', '"text"', '42', 'true'].map((payload) => ({
  name: `JSON ${payload} instead of an object`,
  payload,
  mustReject: true,
}));

export const wrongContentTypes: (valid: object) => BadCase[] = (valid) => [
  { name: 'text/plain', payload: JSON.stringify(valid), contentType: 'text/plain', mustReject: true },
  { name: 'form-encoded', payload: 'name=Ada&email=ada%40example.com', contentType: 'application/x-www-form-urlencoded', mustReject: true },
  {
    name: 'multipart',
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
    mustReject: true,
  },
  { name: 'xml', payload: '<a>1</a>', contentType: 'application/xml', mustReject: true },
  { name: 'json with a bogus charset', payload: JSON.stringify(valid), contentType: 'application/json; charset=utf-16' },
];

/** Per-field cases built from a valid body: missing, wrong types, empty, huge, unicode, injections. */
export function fieldCases(valid: Record<string, unknown>, required: string[]): BadCase[] {
  const cases: BadCase[] = [];
  const body = (field: string, value: unknown) => JSON.stringify({ ...valid, [field]: value });
  for (const field of Object.keys(valid)) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push({ name: `${field}: missing`, payload: JSON.stringify(rest), mustReject: required.includes(field) });
    for (const [type, value] of Object.entries(wrongTypes)) {
      if (typeof valid[field] === typeof value && type !== 'null') continue;
      cases.push({
        name: `${field}: ${type}`,
        payload: body(field, value),
        mustReject: required.includes(field) || type === 'object' || type === 'array',
      });
    }
    if (typeof valid[field] !== 'string') continue;
    cases.push({ name: `${field}: empty`, payload: body(field, ''), mustReject: required.includes(field) });
    cases.push({ name: `${field}: 12,000 characters`, payload: body(field, 'x'.repeat(12_000)), mustReject: true });
    for (const [kind, value] of Object.entries(validUnicode)) cases.push({ name: `${field}: ${kind}`, payload: body(field, value) });
    for (const [kind, value] of Object.entries(invalidUnicode))
      cases.push({ name: `${field}: ${kind}`, payload: body(field, value), mustReject: true });
    for (const [kind, value] of Object.entries(injections))
      cases.push({ name: `${field}: ${kind} injection`, payload: body(field, value) });
  }
  const json = JSON.stringify(valid).slice(1, -1);
  cases.push({ name: 'extra field', payload: `{${json},"isAdmin":true}` });
  cases.push({ name: '__proto__ key', payload: `{${json},"__proto__":{"polluted":"yes","isAdmin":true}}` });
  cases.push({ name: 'constructor.prototype key', payload: `{${json},"constructor":{"prototype":{"polluted":"yes"}}}` });
  cases.push({ name: 'duplicate keys', payload: `{${json},${json}}` });
  cases.push({ name: 'body over 16 KB', payload: JSON.stringify({ ...valid, padding: 'x'.repeat(17 * 1024) }), mustReject: true });
  return cases;
}

/** Text no answer may contain: stack frames, ORM/driver/database internals. */
export const LEAK =
  /\bat [\w.<>]+ \(|\.(?:js|ts):\d+:\d+|node_modules|Prisma|PrismaClient|\bpg\b|ECONNREFUSED|SQLSTATE|invalid byte sequence|unexpected token .* in json at/i;

/** Whether Object.prototype picked anything up from the `__proto__`/constructor cases. */
export function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted !== undefined || probe.isAdmin !== undefined;
}
