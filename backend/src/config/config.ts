import path from 'node:path';
import { z } from 'zod';

/** Repository root: configuration paths (DATA_DIR, STATIC_DIR) are relative to it. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const positiveInt = z.coerce.number().int().positive();

/**
 * Every setting the backend reads, with its default. Parsed once at boot: a bad value stops
 * the process with the variable's name. README's configuration table mirrors this list.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: positiveInt.default(10),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO_CONTENT: bool.default(true),
  /** Unset: this server's own address (http://127.0.0.1:<PORT>, or HOST when it is a name). */
  PUBLIC_SITE_URL: optionalUrl,
  STATIC_DIR: z.string().default('frontend/build/client'),
  SERVE_STATIC: bool.default(true),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v)),
  SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalString,
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  AUTHENTICATOR_PASSWORD: optionalString,
  /** Encrypts operators' TOTP secrets at rest (32 bytes as base64 or 64 hex digits); generated under DATA_DIR when embedded. */
  TOTP_ENCRYPTION_KEY: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Prairieflow AI <no-reply@prairieflow.example>'),
  STAFF_EMAIL: z.email().default('hello@prairieflow.example'),
  CONTACT_WEBHOOK_URL: optionalUrl,
  CONTACT_WEBHOOK_SECRET: optionalString,
  CHAT_ENGINE: z.enum(['embedded', 'openai', 'webhook']).default('embedded'),
  CHAT_WEBHOOK_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  CHAT_TIMEOUT_MS: positiveInt.default(8000),
  /** Content modules the embedded chat engine reads at start (the site's own copy). */
  CHAT_CONTENT_DIR: z.string().default('frontend/app/content'),
  /** How often, at most, chat checks whether published blog posts changed. */
  CHAT_KB_REFRESH_MS: z.coerce.number().int().min(0).default(30_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_FORMS_PER_WINDOW: positiveInt.default(5),
  RATE_LIMIT_CHAT_PER_WINDOW: positiveInt.default(20),
  RATE_LIMIT_REST_PER_WINDOW: positiveInt.default(120),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  WORKER_CONCURRENCY: positiveInt.default(4),
  WORKER_ENABLED: bool.default(true),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'PUBLIC_SITE_URL'> & { PUBLIC_SITE_URL: string };

/** Where `npm start` is reached when no public address is set: the bound host, or loopback. */
function ownAddress(host: string, port: number): string {
  const loopback = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

export class ConfigError extends Error {}

/** Parses the environment; the error names every bad variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, PUBLIC_SITE_URL: parsed.data.PUBLIC_SITE_URL ?? ownAddress(parsed.data.HOST, parsed.data.PORT) };
}

export const resolveFromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(repoRoot, p));

export const APP_CONFIG = Symbol('APP_CONFIG');
