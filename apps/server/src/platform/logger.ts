import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Level,
  type Logger,
  levels,
  pino,
} from 'pino';
import type { Config } from '../config.ts';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["x-rsa"]',
  'req.headers["x-digest"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.paymentPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
];

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          host: request.host,
          remoteAddress: request.ip,
          headers: request.headers,
        }),
      },
    },
    destination,
  );
}

/** Whether a logger at `loggerLevel` writes a line at `lineLevel` (`silent` ranks above every level). */
function writes(lineLevel: Level, loggerLevel: string): boolean {
  const threshold = levels.values[loggerLevel];
  return threshold === undefined || (levels.values[lineLevel] ?? 0) >= threshold;
}

/**
 * `request.log` while the logger writes nothing per request: pino's child logger carrying the request id (and the
 * redaction pass pino runs over a child's bindings) is made only when a line is written, a warning or an error, so
 * that line still carries the request id, and the requests that write nothing never pay for it.
 */
class DeferredRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  private readonly parent: FastifyBaseLogger;
  private readonly bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.parent = parent;
    this.bindings = bindings;
  }

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, line: unknown[]): void {
    if (!writes(level, (this.made ?? this.parent).level)) return;
    const logger = this.logger;
    // pino's log functions are overloaded on their first argument; the caller's arguments pass through unchanged.
    (logger[level] as (...args: unknown[]) => void).apply(logger, line);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the logger each request gets as `request.log`, bound to its request id. At a level
 * that writes every request (`info` and below) it is pino's child as Fastify would make it; above that (`warn`, as the
 * benches run), a deferred one that becomes that child at its first written line.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Fastify writes each request at `info`. A route's own level or serializers (none today) change what is written:
  // those get pino's child at once too.
  if (writes('info', logger.level) || options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new DeferredRequestLogger(logger, bindings);
}
