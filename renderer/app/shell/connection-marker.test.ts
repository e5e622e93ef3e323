import { describe, expect, it } from 'vitest';
import { connectionMarker } from './connection-marker.ts';

describe('the header’s connection marker', () => {
  it('claims HTTPS only when the server saw HTTPS', () => {
    expect(connectionMarker(true, 'medvakt.region.se')).toBe('secure');
    expect(connectionMarker(true, 'localhost')).toBe('secure');
    expect(connectionMarker(false, 'medvakt.region.se')).toBe('insecure');
    expect(connectionMarker(false, '10.1.2.3')).toBe('insecure');
  });

  it('calls a loopback address local, neither secure nor a warning', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(connectionMarker(false, host)).toBe('local');
    expect(connectionMarker(false, 'localhost.example.se')).toBe('insecure');
  });

  it('says nothing until the server has answered', () => {
    expect(connectionMarker(undefined, 'medvakt.region.se')).toBeNull();
  });
});
