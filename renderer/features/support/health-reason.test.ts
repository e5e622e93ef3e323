import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api-client/client.ts';
import { healthReason } from './health-reason.ts';

describe('why the server does not answer', () => {
  it('names the kind of failure rather than passing on the Swedish client message', () => {
    const failed = (kind: ApiRequestError['kind'], status = 0) =>
      healthReason(new ApiRequestError('Nätverksfel', status, null, [], kind));
    expect(failed('offline')).toEqual({ key: 'support.status.reason.offline' });
    expect(failed('network')).toEqual({ key: 'support.status.reason.network' });
    expect(failed('timeout')).toEqual({
      key: 'support.status.reason.timeout',
      params: { seconds: 30 },
    });
    expect(failed('http', 503)).toEqual({
      key: 'support.status.reason.http',
      params: { status: 503 },
    });
    expect(healthReason(new Error('Invalid input'))).toEqual({
      key: 'support.status.reason.other',
    });
  });
});
