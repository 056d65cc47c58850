import matter from '@11ty/gray-matter';

/** A Markdown file's leading `---` YAML block, and the body after it. */
export interface FrontMatterDocument {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Front matter is YAML, parsed by gray-matter (Eleventy's maintained fork, on js-yaml 5's
 * YAML 1.2 core schema): quoting, inline `# comments`, colons inside quoted titles and
 * multi-line values all behave as writers expect, and dates stay text for the schema to check.
 * Throws an Error naming the problem when the block is not valid YAML or not a mapping.
 */
export function parseFrontMatter(source: string): FrontMatterDocument {
  let parsed: { data: unknown; content: string };
  try {
    // An options object turns off gray-matter's cache, which hands out one shared result object.
    parsed = matter(source, {});
  } catch (error) {
    const reason = (error as { reason?: string; message?: string }).reason ?? (error as Error).message;
    const line = (error as { mark?: { line?: number } }).mark?.line;
    // The usual slip: an unquoted value with ": " in it (a title such as Case Study: …).
    const hint = /mapping/.test(String(reason)) ? '; put a value that contains ": " in quotes' : '';
    throw new Error(`Front matter is not valid YAML${line === undefined ? '' : ` (line ${line + 1} of the block)`}: ${reason}${hint}`);
  }
  const { data } = parsed;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('Front matter must be "key: value" lines');
  }
  return { data: data as Record<string, unknown>, body: parsed.content };
}
