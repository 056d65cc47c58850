// `npm run seed`: loads the demo posts and job listings (prisma/seed) into DATABASE_URL.
// The French twins (posts/fr, jobs.fr.json) follow the English ones. Idempotent: existing slugs and job titles are left as they are.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { seedDemoContent } = require(path.join(root, 'backend/dist/database/seed.js'));
const { seedTranslations } = require(path.join(root, 'backend/dist/content-rendering/seed-translations.js'));

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: the database to seed.');
  process.exit(1);
}
console.log(JSON.stringify({ en: await seedDemoContent(url), fr: await seedTranslations(url) }));
