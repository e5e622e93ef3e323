import { pauseAfter, viewsFor } from './camera-views.ts';

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

/** Asks for an HD picture at a low frame rate: more pixels for small codes, fewer frames to keep up with. */
const CAMERA: MediaStreamConstraints = {
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280 },
    height: { ideal: 720 },
    frameRate: { ideal: 15 },
  },
  audio: false,
};

/**
 * Shows the camera in `video` and reads QR codes and GS1 DataMatrix codes until one is found,
 * trying the whole picture and its middle in turn and pausing after each try in proportion to
 * what it cost (see camera-views.ts). zxing is loaded here, on first use, so it stays out of the
 * other pages' code.
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
  const reader = new BrowserMultiFormatReader(hints);
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
  const canvas = document.createElement('canvas');
  const drawing = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }

  let turn = 0;
  const tryOnce = () => {
    if (stopped || !drawing) return;
    let spent = 0;
    if (video.videoWidth > 0 && video.videoHeight > 0) {
      const views = viewsFor(video.videoWidth, video.videoHeight);
      const view = views[turn++ % views.length] ?? views[0];
      if (view) {
        const started = performance.now();
        canvas.width = view.dw;
        canvas.height = view.dh;
        drawing.drawImage(video, view.sx, view.sy, view.sw, view.sh, 0, 0, view.dw, view.dh);
        const text = decodeOrNull(() => reader.decodeFromCanvas(canvas).getText());
        if (text !== null) {
          stop();
          onText(text);
          return;
        }
        spent = performance.now() - started;
      }
    }
    timer = setTimeout(tryOnce, pauseAfter(spent));
  };
  tryOnce();
  const track = stream.getVideoTracks()[0];
  return { stop, torch: track ? torchOf(track) : null };
}

/** zxing throws when a picture holds no code it can read: that is the usual answer, not an error. */
function decodeOrNull(decode: () => string): string | null {
  try {
    return decode();
  } catch {
    return null;
  }
}
