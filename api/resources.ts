import { existsSync } from 'node:fs';

/**
 * The shipped resources/ folder (templates, demo data, demo recall feed). It sits beside the server
 * bundle, one level above this file under tsx, and two levels above the kiosk bundle.
 */
const RESOURCES_DIR =
  ['./resources/', '../resources/', '../../resources/']
    .map((path) => new URL(path, import.meta.url))
    .find((dir) => existsSync(new URL('schablons.json', dir))) ??
  new URL('../resources/', import.meta.url);

/** A file in resources/, e.g. `resourceUrl('demo/platform.json')`. */
export function resourceUrl(path: string): URL {
  return new URL(path, RESOURCES_DIR);
}
