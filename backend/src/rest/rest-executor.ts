import { createHash } from 'node:crypto';
import { Pool, type PoolClient, type QueryConfig } from 'pg';

export interface RequestContext {
  claims: Record<string, unknown>;
  /** Lower-cased request headers, as PostgREST exposes them to SQL. */
  headers: Record<string, string>;
  method: string;
  path: string;
}

const STATEMENT_TIMEOUT = '5s';
const SETTINGS_SQL = `SELECT set_config('search_path', 'public', true),
        set_config('statement_timeout', $6, true),
        set_config('role', 'anon', true),
        set_config('request.jwt.claims', $1, true),
        set_config('request.headers', $2, true),
        set_config('request.cookies', $3, true),
        set_config('request.method', $4, true),
        set_config('request.path', $5, true)`;
/** Statements PostgreSQL keeps parsed per connection; capped, since requests choose the text. */
const PREPARED_LIMIT = 200;
const prepared = new Map<string, string>();

/**
 * A named (server-side prepared) statement for the first few hundred distinct SQL texts: the
 * same few calls repeat all day, and skipping their parse and plan is most of a cheap insert.
 */
export function statement(text: string, values: unknown[]): QueryConfig {
  let name = prepared.get(text);
  if (!name && prepared.size < PREPARED_LIMIT) {
    name = `rest_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    prepared.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

/**
 * Runs one request the way PostgREST does: in a transaction, switched to role `anon`, with
 * the request's headers, JWT claims, method and path in transaction-local settings, so the
 * database's grants and row-level security decide, exactly as for the real PostgREST.
 */
export class RestExecutor {
  readonly pool: Pool;

  constructor(databaseUrl: string, size: number) {
    this.pool = new Pool({ connectionString: databaseUrl, max: size, connectionTimeoutMillis: 5000, application_name: 'rest-v1' });
    // An idle client dropped by the server must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async run<T>(context: RequestContext, work: (client: PoolClient) => Promise<T>, keep: (result: T) => boolean = () => true): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      await client.query(
        statement(SETTINGS_SQL, [
          JSON.stringify(context.claims),
          JSON.stringify(context.headers),
          JSON.stringify(parseCookies(context.headers.cookie)),
          context.method,
          context.path,
          STATEMENT_TIMEOUT,
        ]),
      );
      const result = await work(client);
      await client.query(keep(result) ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}
