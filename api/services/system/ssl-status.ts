import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serverMessage } from '../../../shared/message-codes.ts';
import type { SslStatus } from '../../../shared/schemas/dashboard.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';

const DAY_MS = 86_400_000;

export const NO_TLS_MESSAGE =
  'Ingen TLS konfigurerad på den här servern. HTTPS kan ändå skötas av en proxy framför servern.';

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** Reads the configured certificate; green over 30 days left, yellow 8–30, red 7 or fewer. */
export function sslStatusOf(certFile: string | null, now: Date): SslStatus {
  if (!certFile) {
    return {
      status: 'yellow',
      ssl_valid: false,
      days_until_expiry: null,
      message: NO_TLS_MESSAGE,
      status_message: serverMessage('ssl.no_tls'),
    };
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(readFileSync(certFile));
  } catch {
    return {
      status: 'red',
      ssl_valid: false,
      days_until_expiry: null,
      message: 'Certifikatet kunde inte läsas. Kontrollera TLS_CERT_FILE.',
      status_message: serverMessage('ssl.unreadable'),
    };
  }
  const validTo = new Date(cert.validTo);
  const validFrom = new Date(cert.validFrom);
  const days = Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
  if (validTo.getTime() <= now.getTime()) {
    return {
      status: 'red',
      ssl_valid: false,
      days_until_expiry: days,
      message: `Certifikatet gick ut ${dateOf(validTo)}. Förnya det nu.`,
      status_message: serverMessage('ssl.expired', { date: dateOf(validTo) }),
    };
  }
  if (validFrom.getTime() > now.getTime()) {
    return {
      status: 'red',
      ssl_valid: false,
      days_until_expiry: days,
      message: `Certifikatet gäller först från ${dateOf(validFrom)}.`,
      status_message: serverMessage('ssl.not_yet_valid', { date: dateOf(validFrom) }),
    };
  }
  const left = `${days} ${days === 1 ? 'dag' : 'dagar'}`;
  const date = dateOf(validTo);
  if (days <= 7) {
    return {
      status: 'red',
      ssl_valid: true,
      days_until_expiry: days,
      message: `Certifikatet går ut om ${left} (${date}). Förnya det nu.`,
      status_message:
        days === 1
          ? serverMessage('ssl.expires_now.one', { date })
          : serverMessage('ssl.expires_now', { days, date }),
    };
  }
  if (days <= 30) {
    return {
      status: 'yellow',
      ssl_valid: true,
      days_until_expiry: days,
      message: `Certifikatet går ut om ${left} (${date}). Förnya det snart.`,
      status_message: serverMessage('ssl.expires_soon', { days, date }),
    };
  }
  return {
    status: 'green',
    ssl_valid: true,
    days_until_expiry: days,
    message: `Certifikatet är giltigt i ${left} till (${date}).`,
    status_message: serverMessage('ssl.valid', { days, date }),
  };
}

export function sslStatus(ctx: ServiceContext): SslStatus {
  requireRole(ctx.actor, 'admin');
  return sslStatusOf(ctx.config.tlsCertFile, ctx.clock.now());
}
