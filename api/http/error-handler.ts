import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { lostRaceCode } from '../db/lost-race.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, databaseUnavailable } from '../errors.ts';
import { silentLogger, type Logger } from '../observability/logger.ts';
import type { AppEnv } from './env.ts';
import { routePattern } from './route-pattern.ts';

export const handleError: ErrorHandler<AppEnv> = (thrown, c) => {
  // Checked first, whatever wrapped it: the database is out of reach (or locked past the wait)
  // and the same request may succeed when sent again.
  const error = isDatabaseUnavailable(thrown) ? databaseUnavailable() : thrown;
  if (error instanceof AppError) {
    const body = {
      detail: error.detail,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    };
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined)
      headers['Retry-After'] = String(error.retryAfterSeconds);
    return c.json(body, error.status, headers);
  }
  if (error instanceof HTTPException) {
    if (error.status === 400) {
      return c.json({ detail: 'Begäran innehåller ogiltig JSON.', code: 'MALFORMED_JSON' }, 400);
    }
    if (error.status === 413) {
      return c.json({ detail: 'Begäran är för stor (max 1 MB).', code: 'PAYLOAD_TOO_LARGE' }, 413);
    }
    if (error.status === 415) {
      return c.json(
        {
          detail: 'Begäran måste skickas som JSON (Content-Type: application/json).',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
        415,
      );
    }
    return c.json({ detail: 'Begäran kunde inte hanteras.', code: 'HTTP_ERROR' }, error.status);
  }
  if (isUniqueViolation(error)) {
    // A request that lost a race to create the same thing: nothing was written.
    return c.json(
      {
        detail:
          'Uppgiften finns redan eller ändrades samtidigt av någon annan. Ladda om och försök igen.',
        code: 'CONFLICT',
      },
      409,
    );
  }
  // The request id is on the line; the body is not (it may name a patient).
  const log: Logger | undefined = c.get('log');
  const lostRace = lostRaceCode(error);
  if (lostRace) {
    // Batches are locked in one order, so a deadlock names a path that does not yet: worth a line.
    (log ?? silentLogger).warn(
      { method: c.req.method, route: routePattern(c), db_code: lostRace },
      'Transaktionen avbröts av databasen (låsning i fel ordning?)',
    );
    return c.json(
      {
        detail: 'Någon annan ändrade samma uppgifter samtidigt. Ingenting sparades; försök igen.',
        code: 'LOST_RACE',
      },
      409,
    );
  }
  (log ?? silentLogger).error(
    { err: error, method: c.req.method, route: routePattern(c) },
    'Oväntat fel',
  );
  return c.json({ detail: 'Ett oväntat fel uppstod på servern.', code: 'INTERNAL_ERROR' }, 500);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ detail: 'Adressen finns inte i API:et.', code: 'ROUTE_NOT_FOUND' }, 404);
