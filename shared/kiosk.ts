import { z } from 'zod';
import { KIOSK_MODES, type PrintOptions as PrintOptionsShape } from './kiosk-bridge.ts';

export * from './kiosk-bridge.ts';

/**
 * The kiosk's settings: defaults in resources/kiosk.json, overridden key by key by kiosk.json in
 * the app's user-data folder. Unknown keys are refused so a misspelt setting is noticed.
 */
export const KioskConfig = z
  .strictObject({
    mode: z.enum(KIOSK_MODES, { error: 'mode måste vara embedded eller connected' }),
    /** The central server (connected mode), e.g. https://medvakt.region.se */
    server_url: z
      .url({ protocol: /^https?$/, error: 'server_url måste vara en http(s)-adress' })
      .transform((v) => v.replace(/\/+$/, ''))
      .nullable(),
    /** The printer's name as the operating system knows it; null prints on the system default. */
    printer: z
      .string({ error: 'printer måste vara text eller null' })
      .trim()
      .min(1, { error: 'printer får inte vara tom (ange null för standardskrivaren)' })
      .max(200, { error: 'printer får vara max 200 tecken' })
      .nullable(),
    /** How long the embedded API may take to report ready before the error screen shows. */
    start_timeout_seconds: z
      .number({ error: 'start_timeout_seconds måste vara ett tal' })
      .int({ error: 'start_timeout_seconds måste vara ett heltal' })
      .min(5, { error: 'start_timeout_seconds måste vara minst 5' })
      .max(300, { error: 'start_timeout_seconds får vara max 300' }),
    /** Full-screen kiosk window; false only while setting the machine up. */
    fullscreen: z.boolean({ error: 'fullscreen måste vara true eller false' }),
    /**
     * The key an admin got when registering this kiosk (connected mode): sent as X-Kiosk-Key so
     * badge and PIN sign-in is accepted. The embedded API trusts its own kiosk without one.
     */
    device_key: z
      .string({ error: 'device_key måste vara text eller null' })
      .trim()
      .regex(/^[\w-]{32,200}$/, {
        error: 'device_key ska vara nyckeln som visades när kiosken registrerades',
      })
      .nullable(),
  })
  .refine((c) => c.mode !== 'connected' || c.server_url !== null, {
    error: 'server_url krävs när mode är connected',
    path: ['server_url'],
  });
export type KioskConfig = z.infer<typeof KioskConfig>;

/** Options of a silent print. A4 is always asked for; the printer defaults to the configured one. */
export const PrintOptions: z.ZodType<PrintOptionsShape> = z.strictObject({
  copies: z.number().int().min(1).max(20).optional(),
  printer: z.string().trim().min(1).max(200).optional(),
  title: z.string().trim().max(200).optional(),
});
export type PrintOptions = PrintOptionsShape;
