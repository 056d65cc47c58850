/** An error answered in PostgREST's shape: `{ code, details, hint, message }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, raw: string, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${raw})" (line 1, column ${raw.length + 1})`, details);

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const unknownColumn = (table: string, column: string) => new RestError(400, '42703', `column ${table}.${column} does not exist`);

export const columnNotInSchemaCache = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/**
 * PostgREST's mapping of PostgreSQL errors to HTTP statuses (its Error.hs `mapSQLtoHTTP`).
 * `authed` is false for the anon role, so a permission error (42501) is a 401.
 */
export function pgErrorStatus(code: string, message: string, authed = false): number {
  if (code === '42501') return authed ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  return 400;
}

/** PostgREST's answer for a PostgreSQL or connection error; null for anything else (a bug). */
export function fromDatabaseError(error: unknown): RestError | null {
  const pg = error as PgLikeError;
  if (typeof pg?.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
    const status = pgErrorStatus(pg.code, pg.message ?? '');
    return new RestError(
      status,
      pg.code,
      pg.message ?? '',
      pg.detail ?? null,
      pg.hint ?? null,
      status === 401 ? { 'www-authenticate': 'Bearer' } : {},
    );
  }
  const message = (error as Error)?.message ?? '';
  if (message.includes('timeout exceeded when trying to connect')) {
    return new RestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');
  }
  if (/^E[A-Z]+$/.test(pg?.code ?? '') || /Connection terminated|connect/i.test(message)) {
    return new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.');
  }
  return null;
}
