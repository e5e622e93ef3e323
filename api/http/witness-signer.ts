import { KIOSK_KEY_HEADER } from '../../shared/schemas/kiosks.ts';
import type { WitnessSigner } from '../services/narcotics/witness.ts';
import { clientAddress } from './client-address.ts';
import type { AppContext } from './env.ts';

/** Where a witness in this request signs from: the client's address and any kiosk device key. */
export const witnessSigner = (c: AppContext): WitnessSigner => ({
  address: clientAddress(c),
  kioskKey: c.req.header(KIOSK_KEY_HEADER),
});
