// `npm run content -- <command>`: publish posts and manage job listings without SQL.
//
//   post import <file.md> [--language en|fr]   create or update the post named by the file's slug
//                              (language: the flag, else the front matter's `language`, else en)
//   job list                   every listing with its id (closed ones marked)
//   job add --title T --location L --type T --description D | --description-file F
//           --link URL [--posted-at yyyy-MM-dd]            (posted-at defaults to today)
//           [--language en|fr] [--translation-of <English job id>]
//   job update <id> [any of the job add flags]            changes only the flags given
//   job close <id>                                        hides it from the careers page
//
// Database: DATABASE_URL, else the embedded one `npm start` runs
// (postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT:-54329}/app), so keep the site
// running while you use this. Needs a built backend (npm run build -w backend).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const usage = `Usage: npm run content -- <command>\n
  post import <file.md> [--language en|fr]
  job list
  job add --title T --location L --type T (--description D | --description-file F) --link URL [--posted-at yyyy-MM-dd]
          [--language en|fr] [--translation-of <id of the English listing>]
  job update <id> [--title T] [--location L] [--type T] [--description D | --description-file F] [--link URL] [--posted-at D]
  job close <id>

Front matter of a post file: title, slug, cover, seo_description, published_at, draft (true/false),
estimated_read_time, language (en or fr), translation_of (the English post's slug, when the
French slug differs). Uses DATABASE_URL, else the embedded database of a running \`npm start\`.`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function load(module) {
  try {
    return require(path.join(root, 'backend/dist', module));
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND')
      fail('The backend is not built: run `npm run build -w contracts && npm run build -w backend` first.');
    throw error;
  }
}

const jobFlags = {
  title: { type: 'string' },
  location: { type: 'string' },
  type: { type: 'string' },
  description: { type: 'string' },
  'description-file': { type: 'string' },
  link: { type: 'string' },
  'posted-at': { type: 'string' },
  language: { type: 'string' },
  'translation-of': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), options: jobFlags, allowPositionals: true, strict: true });
} catch (error) {
  fail(`${error.message}\n\n${usage}`, 64);
}
const { values, positionals } = parsed;
const [area, command, target] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const known = { 'post import': true, 'job list': false, 'job add': false, 'job update': true, 'job close': true };
const needsTarget = known[`${area} ${command}`];
if (needsTarget === undefined || (needsTarget && !target))
  fail(`Unknown or incomplete command: ${positionals.join(' ') || '(none)'}\n\n${usage}`, 64);

async function jobFields() {
  const description = values['description-file'] ? await readFile(values['description-file'], 'utf8') : values.description;
  const fields = {
    title: values.title,
    location: values.location,
    type: values.type,
    description,
    application_link: values.link,
    posted_at: values['posted-at'],
    language: values.language,
    translation_of: values['translation-of'],
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

const { Client } = require('pg');
const databaseUrl = process.env.DATABASE_URL || `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT || 54329}/app`;
const client = new Client({ connectionString: databaseUrl });
try {
  await client.connect();
} catch (error) {
  const where = new URL(databaseUrl);
  fail(
    `Cannot reach the database at ${where.hostname}:${where.port || 5432} (${error.code ?? error.message}).\nStart the site with \`npm start\`, or set DATABASE_URL.`,
  );
}

try {
  if (area === 'post' && command === 'import') {
    const { parsePostFile, savePost } = load('content-rendering/post-file.js');
    if (values.language && !['en', 'fr'].includes(values.language)) fail('Error: --language must be en or fr', 64);
    const post = parsePostFile(await readFile(target, 'utf8'));
    // The flag wins over the front matter: one file can be imported as either language's twin.
    if (values.language) post.language = values.language;
    const outcome = await savePost(client, post, { overwrite: true });
    const state = post.isDraft
      ? 'draft (not shown)'
      : post.publishedAt > new Date()
        ? `scheduled for ${post.publishedAt.toISOString()}`
        : 'published';
    console.log(`Post ${outcome}: ${post.language === 'en' ? '' : `/${post.language}`}/content/${post.slug} (${state})`);
  } else if (area === 'job' && command === 'list') {
    const { listJobs } = load('jobs/job-admin.js');
    const rows = await listJobs(client);
    if (rows.length === 0) console.log('No job listings.');
    for (const job of rows)
      console.log(`${job.id}  ${job.posted_at}  ${job.language}  ${job.closed ? '[closed] ' : ''}${job.title} (${job.location})`);
  } else if (area === 'job' && command === 'add') {
    const { addJob } = load('jobs/job-admin.js');
    const fields = await jobFields();
    const id = await addJob(client, { posted_at: new Date().toISOString().slice(0, 10), ...fields });
    console.log(`Job added: ${id}`);
  } else if (area === 'job' && command === 'update') {
    const { updateJob } = load('jobs/job-admin.js');
    await updateJob(client, target, await jobFields());
    console.log(`Job updated: ${target}`);
  } else if (area === 'job' && command === 'close') {
    const { closeJob } = load('jobs/job-admin.js');
    await closeJob(client, target);
    console.log(`Job closed: ${target}`);
  }
} catch (error) {
  const hint = area === 'job' ? '\n(Flags: application_link is --link, posted_at is --posted-at.)' : '';
  fail(`Error: ${error.message}${hint}`);
} finally {
  await client.end().catch(() => undefined);
}
