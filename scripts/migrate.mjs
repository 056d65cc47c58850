// `npm run migrate`: applies prisma/migrations to DATABASE_URL (the container runs this before
// the server; the server also migrates at boot, safely, under an advisory lock).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { migrate, setAuthenticatorPassword } = require(path.join(root, 'backend/dist/database/migrator.js'));

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: the database to migrate.');
  process.exit(1);
}
const result = await migrate(url, path.join(root, 'prisma', 'migrations'));
if (process.env.AUTHENTICATOR_PASSWORD) await setAuthenticatorPassword(url, process.env.AUTHENTICATOR_PASSWORD);
console.log(JSON.stringify({ applied: result.applied, upToDate: result.skipped.length }));
