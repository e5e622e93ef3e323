import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config.ts';
import { withoutSecrets } from './scrub.ts';

export type { Logger };

export type LoggerSettings = {
  format: LogFormat;
  level: LogLevel;
  /** Where the lines go; standard output by default. */
  destination?: DestinationStream;
};

type ErrorFields = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: ErrorFields;
};

/**
 * An error as the log shows it: its kind, message, stack and code, with secrets scrubbed. Other
 * fields are left out on purpose: a database error's `detail` may quote the row it refused.
 */
export function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error))
    return { type: typeof error, message: withoutSecrets(String(error)) };
  const code =
    'code' in error && (typeof error.code === 'string' || typeof error.code === 'number')
      ? String(error.code)
      : undefined;
  return {
    type: error.name,
    message: withoutSecrets(error.message),
    ...(error.stack ? { stack: withoutSecrets(error.stack) } : {}),
    ...(code ? { code } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: errorFields(error.cause, depth + 1) }
      : {}),
  };
}

const CENSORED = ['password', 'token', 'authorization', 'patient', 'access_token', 'refresh_token'];

function options(level: LogLevel): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorFields },
    // Nothing logs these on purpose; should a field with such a name slip in, it is blanked.
    redact: { paths: CENSORED.flatMap((key) => [key, `*.${key}`]), censor: '[dolt]' },
  };
}

/**
 * The server's log: one JSON object a line on standard output, or (`pretty`) coloured lines for a
 * person at a terminal. pino-pretty runs in this process as a stream, not as a worker-thread
 * transport, so the bundled server needs no transport file beside it.
 */
export function createLogger(settings: LoggerSettings): Logger {
  if (settings.format === 'pretty') {
    const pretty = PinoPretty({
      destination: settings.destination ?? 1,
      sync: true,
      translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
      ignore: 'hostname',
      singleLine: true,
    });
    return pino(options(settings.level), pretty);
  }
  return pino(
    { ...options(settings.level), formatters: { level: (label) => ({ level: label }) } },
    settings.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** For apps built without a logger (tests, tools): every line is dropped. */
export const silentLogger: Logger = pino({ level: 'silent' });
