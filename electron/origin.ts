/** The origin of an address (scheme, host and port), or null when it is not one. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The app's origin as it stands now: it changes when the embedded API restarts on a new port. */
export type AppOrigin = () => string | null;

export function isAppUrl(url: string | null | undefined, appOrigin: string | null): boolean {
  return appOrigin !== null && originOf(url) === appOrigin;
}
