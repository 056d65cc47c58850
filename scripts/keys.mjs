#!/usr/bin/env node
// Generates the secrets for docker compose's .env: JWT_SECRET (shared by PostgREST and the
// backend), SUPABASE_ANON_KEY (an HS256 JWT with role anon, signed with it, valid ten years) and
// AUTHENTICATOR_PASSWORD (the password PostgREST logs in with), POSTGRES_PASSWORD (the compose
// database's superuser, used only inside the db container), APP_DB_PASSWORD (the backend's own
// role `app`, not a superuser) and TOTP_ENCRYPTION_KEY (encrypts console operators' TOTP secrets).
//
//   npm run -s keys                    print the six lines
//   npm run keys -- --write .env       add the missing ones to .env (created 0600), keeping every other line
//   npm run keys -- --write .env --force   replace existing values (every issued key stops working,
//                                          and operators must be reset to enrol TOTP again)
//   JWT_SECRET=... npm run keys -- --anon-key   print the anon key for an existing secret
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { SignJWT } from 'jose';

// Same claims as backend/src/keys/anon-key.ts (kept in step by backend/src/keys/keys.spec.ts).
const ANON_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

async function signAnonKey(secret) {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('prairieflow')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ANON_KEY_LIFETIME_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

function usage(message) {
  console.error(`${message}\nUsage: npm run keys [-- --write <file> [--force] | --anon-key]`);
  process.exit(2);
}

async function main(args) {
  if (args.includes('--anon-key')) {
    const secret = process.env.JWT_SECRET;
    if (!secret || secret.length < 32) usage('JWT_SECRET must be set (at least 32 characters) to sign an anon key.');
    console.log(await signAnonKey(secret));
    return;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const values = {
    JWT_SECRET: jwtSecret,
    SUPABASE_ANON_KEY: await signAnonKey(jwtSecret),
    AUTHENTICATOR_PASSWORD: randomBytes(24).toString('base64url'),
    POSTGRES_PASSWORD: randomBytes(24).toString('base64url'),
    APP_DB_PASSWORD: randomBytes(24).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const writeAt = args.indexOf('--write');
  if (writeAt === -1) {
    for (const [name, value] of Object.entries(values)) console.log(`${name}=${value}`);
    return;
  }
  const file = args[writeAt + 1];
  if (!file || file.startsWith('--')) usage('--write needs a file name.');
  let lines = [];
  try {
    lines = (await readFile(file, 'utf8')).split('\n');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const present = Object.keys(values).filter((name) => lines.some((l) => l.startsWith(`${name}=`) && l.length > name.length + 1));
  // Without --force only missing values are added (an upgrade gains TOTP_ENCRYPTION_KEY and
  // keeps its JWT secret); the anon key must then stay with the secret it was signed with.
  const force = args.includes('--force');
  const written = Object.fromEntries(Object.entries(values).filter(([name]) => force || !present.includes(name)));
  if (!force && 'SUPABASE_ANON_KEY' in written !== 'JWT_SECRET' in written) {
    usage(`${file} sets only one of JWT_SECRET and SUPABASE_ANON_KEY; add --force to replace both (issued keys stop working).`);
  }
  if (Object.keys(written).length === 0) {
    console.log(`${file} already sets ${present.join(', ')}; add --force to replace them (issued keys stop working).`);
    return;
  }
  lines = lines.filter((l) => !Object.keys(written).some((name) => l.startsWith(`${name}=`)));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  lines.push(...Object.entries(written).map(([name, value]) => `${name}=${value}`), '');
  await writeFile(file, lines.join('\n'), { mode: 0o600 });
  await chmod(file, 0o600);
  console.log(`Wrote ${Object.keys(written).join(', ')} to ${file} (mode 0600).`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
