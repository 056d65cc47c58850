import { parseError } from './rest-error';

export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';
export const COMPARISONS: Record<Exclude<FilterOperator, 'is' | 'in'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
};
const IS_VALUES = { null: 'NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const;

export type Filter =
  | { column: string; negate: boolean; op: Exclude<FilterOperator, 'is' | 'in'>; value: string }
  | { column: string; negate: boolean; op: 'is'; value: (typeof IS_VALUES)[keyof typeof IS_VALUES] }
  | { column: string; negate: boolean; op: 'in'; value: string[] };

export interface OrderTerm {
  column: string;
  desc: boolean;
  nulls?: 'FIRST' | 'LAST';
}

export interface RestQuery {
  /** null means `*` (PostgREST's default). */
  select: string[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** The insert's `columns` parameter (supabase-js sends it for array bodies). */
  columns?: string[];
}

/** Names we accept in a request; each is then looked up in the schema cache before use. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * Parses PostgREST's query string grammar, cut down to what this product's table client calls
 * use: plain column lists, horizontal filters, ordering, limit/offset. Everything else is a
 * PGRST100 parse error, as PostgREST answers malformed input.
 */
export function parseRestQuery(search: string): RestQuery {
  const params = new URLSearchParams(search);
  const query: RestQuery = { select: null, filters: [], order: [] };
  for (const [key, raw] of params) {
    if (key === 'select') query.select = parseSelect(raw);
    else if (key === 'order') query.order = parseOrder(raw);
    else if (key === 'limit') query.limit = parseCount('limit', raw);
    else if (key === 'offset') query.offset = parseCount('offset', raw);
    else if (key === 'columns') query.columns = parseColumns(raw);
    else if (!RESERVED.has(key)) query.filters.push(parseFilter(key, raw));
  }
  return query;
}

function parseSelect(raw: string): string[] | null {
  const items = raw.split(',').map((s) => s.trim());
  if (items.length === 1 && items[0] === '*') return null;
  for (const item of items) {
    if (!IDENTIFIER.test(item)) {
      throw parseError('select parameter', raw, `unexpected "${item}": the embedded /rest/v1 serves plain column lists or *`);
    }
  }
  return items;
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!IDENTIFIER.test(column ?? '') || modifiers.length > 2)
      throw parseError('order', raw, `unexpected "${term}" expecting column.asc or column.desc`);
    const order: OrderTerm = { column, desc: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.desc = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') order.nulls = modifier === 'nullsfirst' ? 'FIRST' : 'LAST';
      else throw parseError('order', raw, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return order;
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`${name} parameter`, raw, `unexpected "${raw}" expecting a non-negative integer`);
  return Number(raw);
}

function parseColumns(raw: string): string[] {
  return raw.split(',').map((c) => {
    const name = c.trim().replace(/^"(.*)"$/, '$1');
    if (!IDENTIFIER.test(name)) throw parseError('columns parameter', raw, `unexpected "${c}" expecting a column name`);
    return name;
  });
}

function parseFilter(column: string, raw: string): Filter {
  if (!IDENTIFIER.test(column))
    throw parseError('filter', `${column}=${raw}`, `unexpected "${column}": the embedded /rest/v1 filters plain columns`);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1 || !(op in COMPARISONS || op === 'is' || op === 'in')) {
    throw parseError('filter', raw, `unexpected "${op}" expecting one of: eq, neq, gt, gte, lt, lte, like, ilike, is, in`);
  }
  if (op === 'is') {
    const is = IS_VALUES[value.toLowerCase() as keyof typeof IS_VALUES];
    if (!is) throw parseError('filter', raw, `unexpected "${value}" expecting null, true, false or unknown`);
    return { column, negate, op, value: is };
  }
  if (op === 'in') return { column, negate, op, value: parseList(raw, value) };
  // PostgREST lets * stand for % in like patterns (a literal % is awkward in URLs).
  const text = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
  return { column, negate, op: op as Exclude<FilterOperator, 'is' | 'in'>, value: text };
}

/** `(a,b,"c,d")`: comma-separated, double quotes keep commas, backslash escapes a quote. */
function parseList(raw: string, value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError('filter', raw, 'unexpected end of input expecting "(" and ")" around the list');
  const body = value.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '\\' && i + 1 < body.length) current += body[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += c;
  }
  if (quoted) throw parseError('filter', raw, 'unexpected end of input expecting closing quote');
  if (body.length > 0) items.push(current);
  return items;
}
