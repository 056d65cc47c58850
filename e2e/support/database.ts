import { Client } from 'pg';

/**
 * The run's embedded PostgreSQL, for specs that run both directly and behind nginx: the
 * backend's port + 20000 (behind nginx, the backend is nginx's port + 1).
 */
export function databaseUrl(baseURL: string): string {
  const port = Number(new URL(baseURL).port);
  const backendPort = process.env.E2E_NGINX_PORT && Number(process.env.E2E_NGINX_PORT) === port ? port + 1 : port;
  return `postgresql://postgres:postgres@127.0.0.1:${backendPort + 20_000}/app`;
}

export async function sql<T>(baseURL: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl(baseURL) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Every journey is a new visitor, but they all come from 127.0.0.1 and would share one budget
 * per limiter (forms: 5 a minute; chat and demos: 20), so a run's later journeys would be told
 * to slow down. Clears the named counters (their keys start `<name>:`); the limits themselves
 * are covered by the backend's tests.
 */
export async function newVisitor(baseURL: string, limiters: string[]): Promise<void> {
  await sql(baseURL, 'DELETE FROM rate_limits WHERE split_part(key, $1, 1) = ANY($2)', [':', limiters]);
}
