import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use: another \`npm start\` or server is running there. Stop it, or set PORT to a free port.`,
    );
  }
}

/**
 * Fails fast, with the setting to change, when HOST:PORT is taken. Found only at listen(), the
 * EADDRINUSE came after the embedded database and the job queue had started, buried under their
 * shutdown errors.
 */
export async function ensureListenable(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
  if (error?.code === 'EADDRINUSE') throw new PortInUseError(host, port);
}
