import type { DestinationStream } from 'pino';
import { createLogger, type Logger } from '../observability/logger.ts';

export type LogLine = Record<string, unknown> & { msg?: string; request_id?: string };

/** A logger whose JSON lines are kept for the test to read, as an operator's collector would. */
export function captureLog(level: 'info' | 'debug' = 'info') {
  const raw: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void raw.push(line) };
  const logger: Logger = createLogger({ format: 'json', level, destination });
  return {
    logger,
    destination,
    /** Everything written so far, as the bytes on the wire. */
    text: () => raw.join(''),
    lines: (): LogLine[] => raw.map((line): LogLine => JSON.parse(line)),
    clear: () => void raw.splice(0),
  };
}
