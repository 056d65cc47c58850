// Prisma CLI configuration (`prisma generate` reads it). Migrations are applied by
// scripts/migrate.mjs, which keeps Prisma's _prisma_migrations bookkeeping.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
