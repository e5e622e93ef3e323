/** What the kiosk shell's preload offers the renderer: a silent A4 print on its printer. */
export type KioskBridge = { printPdf: (bytes: Uint8Array) => Promise<void> };

function isKioskBridge(value: unknown): value is KioskBridge {
  return (
    typeof value === 'object' &&
    value !== null &&
    'printPdf' in value &&
    typeof value.printPdf === 'function'
  );
}

/** The kiosk's bridge when the app runs in the kiosk shell, else null. */
export function kioskBridge(): KioskBridge | null {
  const bridge: unknown = Reflect.get(window, 'kiosk');
  return isKioskBridge(bridge) ? bridge : null;
}

const CLEAN_UP_AFTER_MS = 60_000;

/** Opens the PDF in a hidden frame and asks the browser to print it (its own print dialog). */
function printInFrame(pdf: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(pdf);
    const frame = document.createElement('iframe');
    frame.title = 'QR-ark för utskrift';
    frame.setAttribute('aria-hidden', 'true');
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
    });
    const cleanUp = () => {
      frame.remove();
      URL.revokeObjectURL(url);
    };
    frame.addEventListener('load', () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        resolve();
      } catch (error) {
        cleanUp();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      // The print dialog keeps the document until it closes; the frame goes later.
      setTimeout(cleanUp, CLEAN_UP_AFTER_MS);
    });
    frame.src = url;
    document.body.append(frame);
  });
}

/** Prints a sheet: silently on the kiosk's printer, otherwise through the browser. */
export async function printSheet(pdf: Blob): Promise<void> {
  const kiosk = kioskBridge();
  if (kiosk) {
    await kiosk.printPdf(new Uint8Array(await pdf.arrayBuffer()));
    return;
  }
  await printInFrame(pdf);
}
