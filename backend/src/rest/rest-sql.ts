import { escapeIdentifier } from 'pg';
import { columnNotInSchemaCache, invalidBody, unknownColumn } from './rest-error';
import { COMPARISONS, type Filter, type OrderTerm, type RestQuery } from './rest-query';
import { EXPOSED_SCHEMA, type TableInfo } from './rest-schema';

/**
 * SQL for one request, built the way PostgREST builds it (json_agg for reads,
 * json_populate_recordset for writes). Every identifier comes from the schema cache and is
 * quoted; every value is a bind parameter.
 */
export interface Statement {
  sql: string;
  params: unknown[];
  /** True when the statement returns `body` (JSON text) and `total`; else only a row count. */
  returnsRows: boolean;
}

const SOURCE = 'pgrst_source';
const qualified = (table: TableInfo) => `${escapeIdentifier(EXPOSED_SCHEMA)}.${escapeIdentifier(table.name)}`;

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name);
  return escapeIdentifier(name);
}

function selectList(table: TableInfo, select: string[] | null, from: string): string {
  if (!select) return `${from}.*`;
  return select.map((name) => `${from}.${column(table, name)}`).join(', ');
}

function where(table: TableInfo, filters: Filter[], params: unknown[]): string {
  if (filters.length === 0) return '';
  const from = qualified(table);
  const terms = filters.map((filter) => {
    const col = `${from}.${column(table, filter.column)}`;
    let term: string;
    if (filter.op === 'is') term = `${col} IS ${filter.value}`;
    else if (filter.op === 'in') {
      params.push(filter.value);
      term = `${col} = ANY($${params.length}::${table.columns.get(filter.column)}[])`;
    } else {
      params.push(filter.value);
      term = `${col} ${COMPARISONS[filter.op]} $${params.length}`;
    }
    return filter.negate ? `NOT (${term})` : term;
  });
  return ` WHERE ${terms.join(' AND ')}`;
}

function orderBy(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const from = qualified(table);
  const terms = order.map((o) => `${from}.${column(table, o.column)} ${o.desc ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls}` : ''}`);
  return ` ORDER BY ${terms.join(', ')}`;
}

/** Wraps rows (from a table or a RETURNING) into one JSON array and a count. */
function aggregate(inner: string): string {
  return `SELECT coalesce(json_agg(_pgrst_t), '[]')::text AS body, count(*)::int AS total FROM (${inner}) _pgrst_t`;
}

export function readStatement(table: TableInfo, query: RestQuery): Statement {
  const params: unknown[] = [];
  const from = qualified(table);
  let inner = `SELECT ${selectList(table, query.select, from)} FROM ${from}${where(table, query.filters, params)}${orderBy(table, query.order)}`;
  if (query.limit !== undefined) {
    params.push(query.limit);
    inner += ` LIMIT $${params.length}`;
  }
  if (query.offset !== undefined) {
    params.push(query.offset);
    inner += ` OFFSET $${params.length}`;
  }
  return { sql: aggregate(inner), params, returnsRows: true };
}

/** With `return=representation` the changed rows come back; otherwise no RETURNING at all,
 * so insert-only tables (no SELECT grant) accept inserts, as with PostgREST. */
function withReturn(table: TableInfo, query: RestQuery, change: string, params: unknown[], representation: boolean): Statement {
  if (!representation) return { sql: change, params, returnsRows: false };
  const sql = `WITH ${SOURCE} AS (${change} RETURNING ${qualified(table)}.*) ${aggregate(`SELECT ${selectList(table, query.select, SOURCE)} FROM ${SOURCE}`)}`;
  return { sql, params, returnsRows: true };
}

export function insertStatement(table: TableInfo, query: RestQuery, body: unknown, representation: boolean): Statement | null {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw invalidBody('All object keys must match');
  }
  const objects = rows as Record<string, unknown>[];
  if (objects.length === 0) return null;
  let names = query.columns;
  if (!names) {
    names = Object.keys(objects[0]);
    const key = names.slice().sort().join(',');
    if (objects.some((o) => Object.keys(o).sort().join(',') !== key)) throw invalidBody('All object keys must match');
  }
  for (const name of names) if (!table.columns.has(name)) throw columnNotInSchemaCache(table.name, name);
  const from = qualified(table);
  const cols = names.map(escapeIdentifier).join(', ');
  const change =
    names.length === 0
      ? `INSERT INTO ${from} DEFAULT VALUES`
      : `INSERT INTO ${from} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${from}, $1::json) _pgrst_body`;
  return withReturn(table, query, change, names.length === 0 ? [] : [JSON.stringify(objects)], representation);
}

export function updateStatement(table: TableInfo, query: RestQuery, body: unknown, representation: boolean): Statement | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('Empty or invalid json');
  const names = Object.keys(body);
  if (names.length === 0) return null;
  for (const name of names) if (!table.columns.has(name)) throw columnNotInSchemaCache(table.name, name);
  const params: unknown[] = [JSON.stringify(body)];
  const from = qualified(table);
  const set = names.map((n) => `${escapeIdentifier(n)} = _pgrst_body.${escapeIdentifier(n)}`).join(', ');
  const change = `UPDATE ${from} SET ${set} FROM (SELECT * FROM json_populate_record(NULL::${from}, $1::json)) _pgrst_body${where(table, query.filters, params)}`;
  return withReturn(table, query, change, params, representation);
}

export function deleteStatement(table: TableInfo, query: RestQuery, representation: boolean): Statement {
  const params: unknown[] = [];
  const change = `DELETE FROM ${qualified(table)}${where(table, query.filters, params)}`;
  return withReturn(table, query, change, params, representation);
}
