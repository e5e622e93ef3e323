import { describe, expect, it } from 'vitest';
import { cameraProblemOf, torchOf } from './camera.ts';

const failure = (name: string) => Object.assign(new Error('getUserMedia'), { name });

describe('cameraProblemOf', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblemOf(failure('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(failure('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(failure('NotFoundError'))).toBe('noCamera');
    expect(cameraProblemOf(failure('OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblemOf(failure('NotReadableError'))).toBe('busy');
  });

  it('calls anything else a failure', () => {
    expect(cameraProblemOf(new Error('boom'))).toBe('failed');
    expect(cameraProblemOf('nope')).toBe('failed');
    expect(cameraProblemOf(undefined)).toBe('failed');
  });
});

describe('torchOf', () => {
  it('offers the light only where the camera has one, and switches it', async () => {
    const applied: unknown[] = [];
    const track = (torch?: boolean) => ({
      getCapabilities: () => (torch === undefined ? {} : { torch }),
      applyConstraints: (constraints?: MediaTrackConstraints) => {
        applied.push(constraints);
        return Promise.resolve();
      },
    });
    expect(torchOf(track())).toBeNull();
    expect(torchOf(track(false))).toBeNull();
    const torch = torchOf(track(true));
    await torch?.(true);
    expect(applied).toEqual([{ advanced: [{ torch: true }] }]);
  });
});
