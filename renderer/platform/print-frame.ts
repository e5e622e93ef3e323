const CLEAN_UP_AFTER_MS = 60_000;
/** A PDF that has not loaded by then will not: the browser shows no viewer for it. */
const LOAD_TIMEOUT_MS = 20_000;

/** The frame's failure, in the words the person reads. */
export class BrowserPrintError extends Error {
  override name = 'BrowserPrintError';
}

/** Opens the PDF in a hidden frame and asks the browser to print it (its own print dialog). */
export function printInFrame(pdf: Blob, title: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(pdf);
    const frame = document.createElement('iframe');
    frame.title = title;
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.printFrame = '';
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
    const fail = (message: string) => {
      cleanUp();
      reject(new BrowserPrintError(message));
    };
    const loadTimer = setTimeout(() => {
      fail('Webbläsaren kunde inte öppna PDF:en för utskrift.');
    }, LOAD_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      clearTimeout(loadTimer);
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        fail('Webbläsaren kunde inte öppna utskriftsfönstret.');
        return;
      }
      resolve();
      // The print dialog keeps the document until it closes; the frame goes later.
      setTimeout(cleanUp, CLEAN_UP_AFTER_MS);
    });
    frame.src = url;
    document.body.append(frame);
  });
}
