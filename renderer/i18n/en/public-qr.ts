import type { publicQr as sv } from '../sv/public-qr.ts';

export const publicQr: Record<keyof typeof sv, string> = {
  'publicQr.title': 'Take out and put back',
  'publicQr.loading': 'Loading the medicine...',
  'publicQr.withdraw': 'Take out',
  'publicQr.putBack': 'Put back',
  'publicQr.confirm.putBack': 'Confirm return',
  'publicQr.replaced': 'The QR code has been replaced',
  'publicQr.newLabel':
    'Ask the people in charge of the unit to print a new QR label for the medicine.',
  'publicQr.rateLimited': 'Too many requests right now',
  'publicQr.narcotic.title': 'Sign-in required',
  'publicQr.narcotic.text':
    'Narcotic-classified medicines cannot be taken out without signing in. Sign in to make the withdrawal.',
  'publicQr.narcotic.login': 'Sign in and scan',
  'publicQr.narcotic.open': 'Open in the scan screen',
  'publicQr.logged': 'Every withdrawal and return is logged with time and unit.',
};
