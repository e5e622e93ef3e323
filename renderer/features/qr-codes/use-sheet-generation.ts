import { useState } from 'react';
import type { QrPdfResult } from '../../../shared/schemas/qr.ts';
import { printPdfFile, type PrintOutcome } from '../../platform/print.ts';
import { useSessionStore } from '../../stores/session.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { fetchSheet, generateSheet } from './sheet-api.ts';
import { generationFailure, type SheetFailure } from './sheet-errors.ts';
import { sheetInput, type SheetSettings } from './sheet-settings.ts';

/** Spec 2-stock §4: idle, generating, then success (result kept) or error (message shown). */
export type SheetState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'success'; result: QrPdfResult; file: Blob | null; fileFailure: SheetFailure | null }
  | { status: 'error'; failure: SheetFailure };

/** The last print of the sheet: where it went, or why it failed. */
export type SheetPrint = { outcome: PrintOutcome } | { error: unknown };

/** Makes the unit's sheet, downloads it at once, and downloads or prints it again on request. */
export function useSheetGeneration(siteId: string | null) {
  const user = useSessionStore((s) => s.user);
  const [state, setState] = useState<SheetState>({ status: 'idle' });
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);
  const [printed, setPrinted] = useState<SheetPrint | null>(null);

  const download = async (result: QrPdfResult) => {
    const file = await fetchSheet(result.pdf_filename);
    saveBlob(file, result.pdf_filename);
    return file;
  };

  async function generate(settings: SheetSettings) {
    if (!user || !siteId) {
      setState({ status: 'error', failure: { key: 'qrCodes.error.noUser' } });
      return;
    }
    setState({ status: 'generating' });
    setPrinted(null);
    let result: QrPdfResult;
    try {
      result = await generateSheet(sheetInput(siteId, settings));
    } catch (error) {
      setState({ status: 'error', failure: generationFailure(error) });
      return;
    }
    try {
      setState({ status: 'success', result, file: await download(result), fileFailure: null });
    } catch {
      setState({
        status: 'success',
        result,
        file: null,
        fileFailure: { key: 'qrCodes.error.download' },
      });
    }
  }

  async function downloadAgain() {
    if (state.status !== 'success') return;
    setBusy('download');
    try {
      const file = await download(state.result);
      setState({ ...state, file, fileFailure: null });
    } catch {
      setState({ ...state, fileFailure: { key: 'qrCodes.error.download' } });
    } finally {
      setBusy(null);
    }
  }

  async function print() {
    if (state.status !== 'success') return;
    setBusy('print');
    setPrinted(null);
    try {
      const file = state.file ?? (await fetchSheet(state.result.pdf_filename));
      setState({ ...state, file, fileFailure: null });
      try {
        setPrinted({ outcome: await printPdfFile(file, { title: state.result.pdf_filename }) });
      } catch (error) {
        setPrinted({ error });
      }
    } catch {
      setState({ ...state, fileFailure: { key: 'qrCodes.error.download' } });
    } finally {
      setBusy(null);
    }
  }

  return {
    state,
    busy,
    printed,
    generate,
    downloadAgain,
    print,
    reset: () => {
      setState({ status: 'idle' });
      setPrinted(null);
    },
  };
}

export type SheetGeneration = ReturnType<typeof useSheetGeneration>;
