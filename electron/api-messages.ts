/** What the embedded API process reports to the kiosk's main process. */
export type ApiProcessReport = { type: 'ready'; port: number } | { type: 'failed'; reason: string };

/** What the main process may ask of the embedded API process. */
export type ApiProcessCommand = { type: 'stop' };

export function isApiProcessReport(message: unknown): message is ApiProcessReport {
  if (typeof message !== 'object' || message === null) return false;
  const { type, port, reason } = message as Record<string, unknown>;
  return (
    (type === 'ready' && typeof port === 'number' && Number.isInteger(port) && port > 0) ||
    (type === 'failed' && typeof reason === 'string')
  );
}

export function isStopCommand(message: unknown): message is ApiProcessCommand {
  return (
    typeof message === 'object' && message !== null && 'type' in message && message.type === 'stop'
  );
}

/** Environment variables through which the host tells the API process what the kiosk knows. */
export const API_ENV = {
  rendererDir: 'MEDVAKT_RENDERER_DIR',
  version: 'MEDVAKT_VERSION',
} as const;
