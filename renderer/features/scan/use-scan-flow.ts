import { useCallback, useEffect, useState } from 'react';
import type { QrScanInput, QrScanResult, QrVerifyResult } from '../../../shared/schemas/qr.ts';
import { ApiRequestError, errorMessage, MESSAGES } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { currentOfflineGrant, useSessionStore } from '../../stores/session.ts';
import { knownOffline, queueOffline, rememberForOffline } from '../offline/offline-scan.ts';
import { serverUnreachable } from '../offline/reachability.ts';
import { createRetryKeys, newIdempotencyKey } from './idempotency.ts';
import { generateCode, submitScan, useStockChanged, verifyCode } from './scan-api.ts';
import { lacksIds, scanFailureOf, verifyFailureOf } from './scan-rules.ts';

const signedInOffline = () => useSessionStore.getState().offline;

/** Spec 2-stock §4: a finished scan shows its result this long, then the screen is ready again. */
export const COMPLETE_RESET_MS = 3_000;

/** `offline`: read from what this kiosk saw while the server answered. */
export type Verified = { raw: string; verified: QrVerifyResult; offline?: boolean };

type Retry =
  | { step: 'verify'; raw: string }
  | { step: 'preload'; siteId: string; templateId: string }
  | { step: 'scan'; scanned: Verified; body: QrScanInput };

export type ScanFailure = {
  title: MessageKey;
  detail: string | null;
  retry: Retry | null;
  /** The medicine to go back to, to change the quantity or batch. */
  back: Verified | null;
};

export type ScanState =
  | { status: 'ready' }
  | { status: 'processing' }
  | ({ status: 'verified' } & Verified)
  | ({ status: 'unknownPack' } & Verified)
  | ({ status: 'updating' } & Verified)
  | { status: 'complete'; result: QrScanResult }
  /** Saved on the kiosk while the server cannot be reached; booked when it answers. */
  | { status: 'queued'; medicineName: string; action: 'withdraw' | 'add'; quantity: number }
  | { status: 'error'; failure: ScanFailure };

const failed = (failure: Partial<ScanFailure> & { title: MessageKey }): ScanState => ({
  status: 'error',
  failure: { detail: null, retry: null, back: null, ...failure },
});

const VERIFY_TITLES = {
  invalid: 'scan.error.invalid',
  notFound: 'scan.error.notFound',
  notVerified: 'scan.error.notVerified',
} as const satisfies Record<ReturnType<typeof verifyFailureOf>, MessageKey>;

/** The scan screen's states: ready → processing → verified | error → updating → complete → ready. */
export function useScanFlow() {
  const [state, setState] = useState<ScanState>({ status: 'ready' });
  const [keys] = useState(createRetryKeys);
  const stockChanged = useStockChanged();

  const verify = useCallback(async (text: string) => {
    const raw = text.trim();
    if (!raw) return;
    if (lacksIds(raw)) {
      setState(failed({ title: 'scan.error.missingIds' }));
      return;
    }
    setState({ status: 'processing' });
    // What this kiosk knows of the code, when the server is away or the person signed in offline.
    const fromKiosk = async (error: unknown) => {
      const known = await knownOffline(raw);
      if (known?.verified.is_controlled_substance)
        setState(failed({ title: 'scan.offline.narcotic' }));
      else if (known) setState({ status: 'verified', ...known });
      else
        setState(
          failed({
            title: 'scan.offline.unknown',
            detail: error ? errorMessage(error) : null,
            retry: { step: 'verify', raw },
          }),
        );
    };
    if (signedInOffline()) {
      await fromKiosk(null);
      return;
    }
    try {
      const verified = await verifyCode(raw);
      if (verified.is_valid) {
        rememberForOffline(raw, verified);
        setState({ status: 'verified', raw, verified });
      } else if (verified.error_code === 'GTIN_UNKNOWN' && verified.gs1)
        setState({ status: 'unknownPack', raw, verified });
      else
        setState(
          failed({
            title: VERIFY_TITLES[verifyFailureOf(verified.error_code)],
            detail: verified.error_message,
          }),
        );
    } catch (error) {
      if (currentOfflineGrant() && serverUnreachable(error)) await fromKiosk(error);
      else
        setState(
          failed({
            title: 'scan.error.notVerified',
            detail: errorMessage(error),
            retry: { step: 'verify', raw },
          }),
        );
    }
  }, []);

  const preload = useCallback(
    async (siteId: string, templateId: string) => {
      setState({ status: 'processing' });
      try {
        const code = await generateCode({ site_id: siteId, medicine_template_id: templateId });
        await verify(code.qr_code_data);
      } catch (error) {
        setState(
          failed({
            title:
              error instanceof ApiRequestError && error.status === 404
                ? 'scan.error.notFound'
                : 'scan.error.notVerified',
            detail: errorMessage(error),
            retry: { step: 'preload', siteId, templateId },
          }),
        );
      }
    },
    [verify],
  );

  const scan = useCallback(
    async (scanned: Verified, body: QrScanInput) => {
      setState({ status: 'updating', ...scanned });
      const attemptedAt = new Date().toISOString();
      const key = keys.keyFor(body);
      let result: QrScanResult;
      try {
        // Signed in offline, nothing is sent as the person: the queue carries the kiosk's grant.
        if (signedInOffline()) throw new ApiRequestError(MESSAGES.offline, 0, null, [], 'offline');
        result = await submitScan(body, key);
      } catch (error) {
        const queued = serverUnreachable(error)
          ? await queueOffline(scanned, body, key, attemptedAt)
          : null;
        if (queued) {
          keys.settle();
          setState({ status: 'queued', ...queued });
          return;
        }
        setState(
          failed({
            title:
              scanFailureOf(error instanceof ApiRequestError ? error.status : 0) === 'update'
                ? 'scan.error.update'
                : 'scan.error.process',
            detail: errorMessage(error),
            retry: { step: 'scan', scanned, body },
            back: scanned,
          }),
        );
        return;
      }
      keys.settle();
      setState({ status: 'complete', result });
      await stockChanged();
    },
    [keys, stockChanged],
  );

  /** A look at the stock is logged in the scan history; it changes nothing, so a failure is quiet. */
  const recordView = useCallback((scanned: Verified) => {
    if (scanned.offline) return;
    const body: QrScanInput = {
      qr_code_data: scanned.verified.qr_code_data ?? scanned.raw,
      action_type: 'view',
    };
    submitScan(body, newIdempotencyKey()).catch((error: unknown) =>
      console.warn('Visningen kunde inte loggas', error),
    );
  }, []);

  const retry = useCallback(
    (what: Retry) => {
      if (what.step === 'verify') void verify(what.raw);
      else if (what.step === 'preload') void preload(what.siteId, what.templateId);
      else void scan(what.scanned, what.body);
    },
    [verify, preload, scan],
  );

  const reset = useCallback(() => {
    keys.settle();
    setState({ status: 'ready' });
  }, [keys]);

  const backTo = useCallback((scanned: Verified) => {
    setState({ status: 'verified', ...scanned });
  }, []);

  useEffect(() => {
    if (state.status !== 'complete' && state.status !== 'queued') return;
    const timer = setTimeout(() => setState({ status: 'ready' }), COMPLETE_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, verify, preload, scan, recordView, retry, reset, backTo };
}
