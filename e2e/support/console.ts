import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { Client } from 'pg';

/** Helpers for the console journeys: the real CLI, the server's database and mail folder, TOTP codes. */
const root = path.resolve(__dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${port + 20_000}/app`;
export const webhookPort = port + 5;
export const PASSWORD = 'prairie wheat fields at dusk';

/** `npm run admin -- …` exactly as an operator runs it; returns its output. */
export function adminCli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'backend/dist/cli/admin.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_SITE_URL: baseURL },
    encoding: 'utf8',
  });
}

export const enrolmentLink = (output: string) => /(http\S+\/admin\/enrol#[A-Za-z0-9_-]{43})/.exec(output)![1];

/** The code an authenticator app shows `steps` periods from now (±1 period is accepted). */
export const totp = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface Operator {
  email: string;
  secret: string;
  recoveryCodes: string[];
}

let counter = 0;
/** A fresh operator per journey (TOTP codes are single-use per time step), enrolled through the API. */
export async function newOperator(request: APIRequestContext, role: 'admin' | 'editor', name = role): Promise<Operator> {
  counter += 1;
  const email = `${name}-${Date.now()}-${counter}@prairieflow.example`;
  const token = enrolmentLink(adminCli('user', 'add', email, '--role', role)).split('#')[1];
  const headers = { origin: baseURL };
  const start = await request.post('/api/admin/enrolment/start', { data: { token }, headers });
  const { secret } = await start.json();
  const done = await request.post('/api/admin/enrolment/finish', { data: { token, password: PASSWORD, code: totp(secret) }, headers });
  expect(done.status()).toBe(200);
  return { email, secret, recoveryCodes: (await done.json()).recoveryCodes };
}

/** Signs in through the form, with the next period's code (the current one was spent at enrolment). */
export async function signIn(page: Page, operator: Operator, code = totp(operator.secret, 1)) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The .eml files the server wrote (no SMTP in the journeys), newest last. */
export function mails(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * A contact message stored as /api/contact stores it (the triggers list it in the inbox), without
 * spending the public form's rate limit, which the visitor journeys share with these.
 * `trapped` stores it the way the bot trap does: flagged, no deliveries.
 */
export async function storeContact(fields: {
  name: string;
  email: string;
  company?: string;
  utm_source?: string;
  utm_medium?: string;
  trapped?: boolean;
}) {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO contacts (name, email, company, industry, message, source, utm_source, utm_medium, is_spam, spam_reason)
     VALUES ($1, $2, $3, 'healthcare', 'We would like to automate appointment reminders.', 'website_contact_form', $4, $5, $6, $7)
     RETURNING id::text`,
    [
      fields.name,
      fields.email,
      fields.company ?? null,
      fields.utm_source ?? null,
      fields.utm_medium ?? null,
      fields.trapped ?? false,
      fields.trapped ? 'honeypot' : null,
    ],
  );
  return row.id;
}

/** Signs in and waits until the console is open (the session cookie is then set). */
export async function signedIn(page: Page, operator: Operator) {
  await signIn(page, operator);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
