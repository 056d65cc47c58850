/** A Markdown file's leading `---` block of `key: value` lines, and the body after it. */
export interface FrontMatterDocument {
  data: Record<string, string | boolean | number>;
  body: string;
}

export function parseFrontMatter(source: string): FrontMatterDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: FrontMatterDocument['data'] = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Front matter line is not "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    let value: string = line.slice(colon + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    data[key] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return { data, body: source.slice(match[0].length) };
}
