import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Client } from 'pg';

/**
 * Helpers for the public site's journeys: the e2e server's own database (an embedded PostgreSQL
 * on E2E_PORT + 20000), and the fallback pages of the live routes.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${port + 20_000}/app`;
const clientDir = path.resolve(__dirname, '..', '..', 'frontend', process.env.FRONTEND_BUILD_DIR ?? 'build', 'client');

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Makes the page at `urlPath` arrive as its fallback page: the prerendered page nginx (or the
 * backend) serves when the live page cannot be rendered, whose islands load the data in the
 * browser with the spec's loading, error and empty states.
 */
export async function serveFallbackPage(page: Page, urlPath: string): Promise<void> {
  const french = urlPath === '/fr' || urlPath.startsWith('/fr/');
  const english = french ? urlPath.slice(3) : urlPath;
  const name = english.startsWith('/content/') ? 'content' : english.slice(1).split('?')[0];
  const html = readFileSync(path.join(clientDir, '_fallback', french ? 'fr' : '', `${name}.html`), 'utf8');
  await page.route(
    (url) => url.pathname === urlPath.split('?')[0],
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}
