import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * One pino instance for Fastify's request logs and Nest's own messages. Serializers keep only
 * method, path and status: no IP, no query string, no headers (they may carry e-mails or keys).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['email', '*.email', 'phone', '*.phone', 'ip', '*.ip'], censor: '[redacted]' },
    serializers: {
      req: (req: { id?: string; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url?.split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}

/** Routes Nest's Logger calls into pino so every line is JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    // Nest hands over Error objects (boot failures): keep their message and stack in the log.
    if (message instanceof Error) this.logger.error({ context: context ?? trace, err: message }, message.message);
    else this.write('error', message, context ?? trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string) {
    if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
