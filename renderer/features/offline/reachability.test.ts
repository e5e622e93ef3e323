import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api-client/client.ts';
import { serverUnreachable } from './reachability.ts';

describe('serverUnreachable', () => {
  it('is true when the server did not answer or a gateway says it is down', () => {
    for (const kind of ['network', 'offline', 'timeout'] as const)
      expect(serverUnreachable(new ApiRequestError('x', 0, null, [], kind))).toBe(true);
    for (const status of [502, 503, 504])
      expect(serverUnreachable(new ApiRequestError('x', status))).toBe(true);
  });

  it('is false when the server answered with a refusal, so nothing is queued behind its back', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500])
      expect(serverUnreachable(new ApiRequestError('x', status))).toBe(false);
    expect(serverUnreachable(new Error('x'))).toBe(false);
  });
});
