import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/constants.ts';
import { navEntriesFor } from './navigation.ts';
import { SIGNED_IN_ROUTES } from './routes.ts';

describe('the menu of a kiosk session', () => {
  it('offers every role only the medicine room: overview, stock, opened packs, the fridge, narcotics and scanning', () => {
    for (const role of ROLES)
      expect(navEntriesFor(role, true).map((e) => e.to)).toEqual([
        '/user',
        '/inventory',
        '/oppnade-forpackningar',
        '/temperaturer',
        '/narkotika',
        '/scan',
      ]);
  });

  it('keeps the administration in the menu of a session begun with e-mail and password', () => {
    const admin = navEntriesFor('admin').map((e) => e.to);
    expect(admin).toEqual(expect.arrayContaining(['/admin', '/users', '/customers', '/settings']));
  });

  it('opens only the screens of the menu and their own pages in a kiosk session', () => {
    const kioskScreens = SIGNED_IN_ROUTES.filter((r) => r.kiosk).map((r) => r.path);
    expect(kioskScreens).toEqual([
      '/user',
      '/inventory',
      '/warnings',
      '/narkotika',
      '/narkotika/kontrollrakningar',
      '/oppnade-forpackningar',
      '/temperaturer',
      '/temperaturer/:id',
      '/narkotika/:templateId',
      '/narkotika/:templateId/rakna',
      '/glukagon',
    ]);
  });
});
