// `npm run admin -- <command>` (or, in compose, `docker compose exec backend node backend/dist/cli/admin.js <command>`):
// manage console operators. Prints the one-time enrolment link for add and reset.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { operatorAddRequestSchema } from '@prairieflow/contracts/admin';
import { OperatorAccountsService } from '../admin/operators/operator-accounts.service';
import { ConfigError, loadConfig } from '../config/config';
import { AdminCliModule } from './admin-cli.module';

const usage = `Usage: npm run admin -- <command>

  user add <email> --role admin|editor   create an operator; prints a one-time link (24 h)
  user list                              every operator with role, status and last sign-in
  user disable <email>                   block sign-in and end every session now
  user reset <email>                     new link; password, authenticator and recovery codes stop working

Uses DATABASE_URL, else the embedded database of a running \`npm start\`. Links use PUBLIC_SITE_URL.`;

const CLI_ACTOR = { id: null, email: 'cli' };

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`, 64);
  }
  const { values, positionals } = parsed;
  const [area, command, target] = positionals;
  if (values.help || positionals.length === 0) return console.log(usage);
  const needsTarget = ['add', 'disable', 'reset'].includes(command);
  if (area !== 'user' || !['add', 'list', 'disable', 'reset'].includes(command) || (needsTarget && !target)) {
    fail(`Unknown or incomplete command: ${positionals.join(' ')}\n\n${usage}`, 64);
  }

  const env = { ...process.env };
  env.DATABASE_URL ||= `postgresql://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT || 54329}/app`;
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WORKER_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AdminCliModule.forRoot(config), { logger: false });
  const accounts = app.get(OperatorAccountsService);
  try {
    if (command === 'list') {
      const rows = await accounts.list();
      if (rows.length === 0) console.log('No operators yet: npm run admin -- user add <email> --role admin');
      for (const o of rows) console.log(`${o.email}\t${o.role}\t${o.status}\tlast sign-in ${o.lastSignInAt ?? 'never'}\t${o.id}`);
    } else if (command === 'add') {
      const input = operatorAddRequestSchema.safeParse({ email: target, role: values.role });
      if (!input.success)
        fail(input.error.issues.map((i) => `${i.path.join('.') === 'role' ? '--role' : i.path.join('.')}: ${i.message}`).join('\n'), 64);
      const link = await accounts.add(input.data, CLI_ACTOR);
      console.log(
        `Added ${link.operator.email} (${link.operator.role}). Send them this one-time link (valid until ${link.expiresAt}):\n${link.enrolmentUrl}`,
      );
    } else if (command === 'disable') {
      const operator = await accounts.disable(target, CLI_ACTOR);
      console.log(`Disabled ${operator.email}; every session of theirs has ended.`);
    } else {
      const link = await accounts.reset(target, CLI_ACTOR);
      console.log(
        `Reset ${link.operator.email}; their sessions have ended. New one-time link (valid until ${link.expiresAt}):\n${link.enrolmentUrl}`,
      );
    }
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message, 78);
  const status = (error as { status?: number }).status;
  if (status && status < 500) fail((error as Error).message);
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED' || /ECONNREFUSED|connect/i.test(String((error as Error).message))) {
    fail('Cannot reach the database: set DATABASE_URL, or keep `npm start` running for its embedded database.');
  }
  fail(`admin: ${(error as Error).message}`);
});
