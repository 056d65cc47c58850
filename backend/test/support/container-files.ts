import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from './processes';

export interface Instruction {
  op: string;
  args: string;
  line: number;
}
export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** Dockerfile instructions by stage, continuation lines joined, comments dropped. */
export function readDockerfile(file = path.join(repoRoot, 'Dockerfile')): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  let startLine = 0;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.trim();
      if (!pending && (line === '' || line.startsWith('#'))) return;
      if (!pending) startLine = i + 1;
      if (line.startsWith('#')) return;
      if (line.endsWith('\\')) {
        pending += `${line.slice(0, -1)} `;
        return;
      }
      const text = pending + line;
      pending = '';
      const [, op, args] = /^(\S+)\s+([\s\S]*)$/.exec(text) ?? [];
      if (!op) return;
      if (op.toUpperCase() === 'FROM') {
        const [image, , name] = args.split(/\s+/);
        stages.push({ image, name: name?.toLowerCase(), instructions: [] });
      } else stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args, line: startLine });
    });
  return stages;
}

/** COPY's flags and its source paths (the last word is the destination). */
export function copySources(args: string): { flags: Record<string, string>; sources: string[] } {
  const words = args.split(/\s+/).filter(Boolean);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [key, value = ''] = words.shift()!.slice(2).split('=');
    flags[key] = value;
  }
  return { flags, sources: words.slice(0, -1) };
}

export function readCompose(file = path.join(repoRoot, 'docker-compose.yml')) {
  return parseYaml(readFileSync(file, 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown> & { environment?: Record<string, string>; build?: { target?: string } }>;
    volumes?: Record<string, unknown>;
  };
}

/** Every variable compose interpolates (${NAME}, ${NAME:-x}, ${NAME:?x}), nested ones too. */
export function composeVariables(file = path.join(repoRoot, 'docker-compose.yml')): string[] {
  const text = readFileSync(file, 'utf8');
  return [...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))].sort();
}

/** A pinned image names a version: a tag with a digit (not latest), or a digest. */
export const isPinned = (image: string) =>
  /@sha256:[0-9a-f]{64}$/.test(image) || (/:[^/:]*\d[^/:]*$/.test(image.replace(/@.*$/, '')) && !/:latest$/.test(image));
