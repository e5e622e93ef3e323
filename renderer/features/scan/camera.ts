/** Why the camera could not be used, each with its own Swedish explanation. */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed';

/** The getUserMedia failure (a DOMException name) as something a person can act on. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** A reason the camera cannot even be tried in this browser, or null. */
export function cameraUnavailable(): CameraProblem | null {
  if (!window.isSecureContext) return 'insecure';
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}

export type Torch = (on: boolean) => Promise<void>;

export type CameraScan = {
  stop: () => void;
  /** Switches the camera's light, where the camera has one; null otherwise. */
  torch: Torch | null;
};

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** The light of the camera that films `track`, or null when it has none (most webcams). */
export function torchOf(
  track: Pick<MediaStreamTrack, 'applyConstraints'> & {
    getCapabilities?: () => TorchCapabilities;
  },
): Torch | null {
  if (track.getCapabilities?.().torch !== true) return null;
  return (on) => {
    // `torch` is not yet in the DOM typings' constraint set.
    const light: MediaTrackConstraintSet & { torch: boolean } = { torch: on };
    return track.applyConstraints({ advanced: [light] });
  };
}

/**
 * Shows the camera in `video` and reads QR codes and GS1 DataMatrix codes until one is found.
 * zxing is loaded here, on first use, so it stays out of the other pages' code.
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<CameraScan> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<(typeof DecodeHintType)[keyof typeof DecodeHintType], unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX]],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
  let found = false;
  // A lower frame rate leaves a busy two-core PC time to decode the frames it gets.
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: { ideal: 'environment' }, frameRate: { ideal: 15 } }, audio: false },
    video,
    (result, _error, scanControls) => {
      if (!result || found) return;
      found = true;
      scanControls.stop();
      onText(result.getText());
    },
  );
  const stream = video.srcObject instanceof MediaStream ? video.srcObject : null;
  const track = stream?.getVideoTracks()[0];
  return { stop: () => controls.stop(), torch: track ? torchOf(track) : null };
}
