#!/usr/bin/env node
// Visitor analytics for operators (a dashboard comes later).
//
//   npm run analytics -- report --days 30 [--json]
//
// Reads DATABASE_URL; without it, the embedded database of `npm start` (DATA_DIR,
// EMBEDDED_PG_PORT), started for the report when the site is not running. Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { reportQueries } from './analytics-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  console.error(`${message}\nUsage: npm run analytics -- report --days <1-3650> [--json]`);
  process.exit(2);
}

function parseArgs(args) {
  if (args[0] !== 'report') usage(args[0] ? `Unknown command: ${args[0]}` : 'Missing command.');
  const at = args.indexOf('--days');
  const days = at === -1 ? 30 : Number(args[at + 1]);
  if (!Number.isInteger(days) || days < 1 || days > 3650) usage('--days must be a whole number from 1 to 3650.');
  return { days, json: args.includes('--json') };
}

/** A client on DATABASE_URL, else on the embedded database (started here if it is not running). */
async function connect() {
  if (process.env.DATABASE_URL) return { client: new pg.Client({ connectionString: process.env.DATABASE_URL }), stop: async () => {} };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/app`;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return { client: new pg.Client({ connectionString: url }), stop: async () => {} };
  } catch (error) {
    if (error.code !== 'ECONNREFUSED') throw error;
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`No database: set DATABASE_URL, or run npm start once so ${dataDir} holds the embedded one.`);
  }
  const { startEmbeddedPostgres } = await import(path.join(root, 'backend/dist/database/embedded-postgres.js'));
  const db = await startEmbeddedPostgres({ dataDir, port });
  return { client: new pg.Client({ connectionString: db.url }), stop: () => db.stop() };
}

const table = (title, rows, columns) => {
  const lines = [`\n${title}`];
  if (rows.length === 0) return [...lines, '  (none)'].join('\n');
  const widths = columns.map(([key, label]) => Math.max(label.length, ...rows.map((r) => String(r[key] ?? '').length)));
  lines.push(`  ${columns.map(([, label], i) => label.padEnd(widths[i])).join('  ')}`);
  for (const row of rows) lines.push(`  ${columns.map(([key], i) => String(row[key] ?? '').padEnd(widths[i])).join('  ')}`);
  return lines.join('\n');
};

function print(report, days) {
  const s = report.summary;
  console.log(`Visitor analytics, last ${days} day${days === 1 ? '' : 's'} (since ${report.since.toISOString().slice(0, 10)})`);
  console.log(`  Visitors: ${s.visitors} (new ${s.new_visitors}, returning ${s.returning_visitors})`);
  console.log(`  Page views: ${s.page_views} by ${s.viewing_visitors} visitor(s)`);
  console.log(`  Chat: ${s.conversations} conversation(s), ${s.visitor_messages} visitor message(s), ${s.emails_given} e-mail(s) given`);
  console.log(
    table('Top pages', report.topPages, [
      ['page', 'Page'],
      ['views', 'Views'],
      ['visitors', 'Visitors'],
    ]),
  );
  console.log(
    table('Top referrers (first visits)', report.topReferrers, [
      ['referrer', 'Referrer'],
      ['visitors', 'Visitors'],
    ]),
  );
  console.log(
    table('UTM sources', report.utmSources, [
      ['utm_source', 'Source'],
      ['utm_medium', 'Medium'],
      ['views', 'Views'],
      ['visitors', 'Visitors'],
    ]),
  );
  console.log(
    table('UTM campaigns', report.utmCampaigns, [
      ['utm_campaign', 'Campaign'],
      ['views', 'Views'],
      ['visitors', 'Visitors'],
    ]),
  );
}

async function main() {
  const { days, json } = parseArgs(process.argv.slice(2));
  const { client, stop } = await connect();
  try {
    await client.connect();
    const report = await reportQueries(client, days);
    if (json) console.log(JSON.stringify({ days, ...report }, null, 2));
    else print(report, days);
  } finally {
    await client.end().catch(() => undefined);
    await stop();
  }
}

main().catch((error) => {
  console.error(`analytics: ${error.message}`);
  process.exit(1);
});
