import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type ModuleExports = Record<string, unknown>;

/**
 * Node 24 strips the types of these plain-data modules natively; under Jest the dynamic import
 * is compiled to require(), which goes through the same TypeScript transform as the specs.
 */
async function loadModule(file: string): Promise<ModuleExports> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest only, as said above
  if (process.env.JEST_WORKER_ID !== undefined) return require(file) as ModuleExports;
  return (await import(pathToFileURL(file).href)) as ModuleExports;
}

/** Every content module of one folder (English content/, or its French twin content/fr/), by name. */
export async function loadContentModules(dir: string): Promise<Map<string, ModuleExports>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.d.ts')).sort();
  const loaded = new Map<string, ModuleExports>();
  for (const file of files) loaded.set(path.basename(file, '.ts'), await loadModule(path.join(dir, file)));
  return loaded;
}

export const get = (o: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined), o);
export const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
