import { describe, expect, it } from 'vitest';
import type { QrVerifyResult } from '../../../shared/schemas/qr.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import { failureTitle, refusalTitle } from './public-qr-texts.ts';

const refused = (code: QrVerifyResult['error_code']): QrVerifyResult => ({
  is_valid: false,
  error_message: 'Serverns förklaring',
  error_code: code,
  medicine_template_id: null,
  site_id: null,
  medicine_name: null,
  strength: null,
  unit: null,
  is_controlled_substance: false,
  current_inventory: 0,
  site_name: null,
  qr_code_data: null,
  gs1: null,
  site_limits: null,
  catalogue_product: null,
});

const failure = (status: number) => new ApiRequestError('Serverns förklaring', status);

describe('public page texts', () => {
  it('heads a refused code by why it was refused', () => {
    expect(refusalTitle(refused('TOKEN_REPLACED'))).toBe('publicQr.replaced');
    expect(refusalTitle(refused('TOKEN_INVALID'))).toBe('scan.error.invalid');
    expect(refusalTitle(refused('INVALID_CODE'))).toBe('scan.error.invalid');
    expect(refusalTitle(refused('MEDICINE_NOT_FOUND'))).toBe('scan.error.notFound');
    expect(refusalTitle(refused('MEDICINE_INACTIVE'))).toBe('scan.error.notFound');
  });

  it('says too many requests for a 429 from any call', () => {
    expect(failureTitle(failure(429), 'verify')).toBe('publicQr.rateLimited');
    expect(failureTitle(failure(429), 'scan')).toBe('publicQr.rateLimited');
  });

  it('uses the spec texts for other failures', () => {
    expect(failureTitle(failure(500), 'verify')).toBe('scan.error.notVerified');
    expect(failureTitle(failure(409), 'scan')).toBe('scan.error.update');
    expect(failureTitle(failure(403), 'scan')).toBe('scan.error.update');
    expect(failureTitle(failure(422), 'scan')).toBe('scan.error.process');
    expect(failureTitle(new Error('nätet'), 'scan')).toBe('scan.error.process');
  });
});
