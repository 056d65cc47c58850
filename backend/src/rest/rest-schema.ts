import type { Pool } from 'pg';

export interface TableInfo {
  name: string;
  /** Column name -> SQL type, as the catalog spells it (used only in casts). */
  columns: Map<string, string>;
}

/** Schemas served, like PostgREST's db-schemas. */
export const EXPOSED_SCHEMA = 'public';
const RELOAD_AFTER_MS = 10_000;

/**
 * PostgREST's schema cache, cut down to tables and columns: every name that reaches SQL comes
 * from the catalog, never from the request. Reloaded on a miss at most every 10 s, so a
 * migration applied while the app runs is picked up without letting misses hammer the catalog.
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly pool: Pool) {}

  async table(name: string): Promise<TableInfo | undefined> {
    if (this.loadedAt === 0 || (!this.tables.has(name) && Date.now() - this.loadedAt > RELOAD_AFTER_MS)) await this.load();
    return this.tables.get(name);
  }

  /** PostgREST's "Perhaps you meant the table…" hint: a close name, if there is one. */
  suggest(name: string): string | null {
    let best: { name: string; score: number } | null = null;
    for (const candidate of this.tables.keys()) {
      const score = similarity(name, candidate);
      if (score >= 0.75 && (!best || score > best.score)) best = { name: candidate, score };
    }
    return best ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${best.name}'` : null;
  }

  private load(): Promise<void> {
    this.loading ??= this.pool
      .query<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS data_type
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
          ORDER BY c.relname, a.attnum`,
        [EXPOSED_SCHEMA],
      )
      .then(({ rows }) => {
        const tables = new Map<string, TableInfo>();
        for (const row of rows) {
          const table = tables.get(row.table_name) ?? { name: row.table_name, columns: new Map() };
          table.columns.set(row.column_name, row.data_type);
          tables.set(row.table_name, table);
        }
        this.tables = tables;
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/** Dice coefficient over character bigrams (close to the fuzzy match PostgREST uses). */
function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const out = new Map<string, number>();
    const padded = ` ${s.toLowerCase()} `;
    for (let i = 0; i < padded.length - 1; i++) out.set(padded.slice(i, i + 2), (out.get(padded.slice(i, i + 2)) ?? 0) + 1);
    return out;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of ga) shared += Math.min(n, gb.get(g) ?? 0);
  for (const n of ga.values()) total += n;
  for (const n of gb.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}
