/** Router state carried to the login page so the visitor returns to where they were going. */
export type ReturnState = { from: string };

export function returnState(location: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered origin, if it is a path inside this app. */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from === '/') {
    return null;
  }
  return from;
}
