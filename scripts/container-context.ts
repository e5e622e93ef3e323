import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One instruction of a Containerfile: its keyword, its arguments and the stage it is in. */
export type Instruction = { keyword: string; args: string; stage: number };

/** The instructions of a Containerfile, continuation lines joined and comments left out. */
export function parseContainerfile(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  let stage = -1;
  return joined.split('\n').flatMap((line): Instruction[] => {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match) return [];
    const keyword = match[1] ?? '';
    if (keyword === 'FROM') stage += 1;
    return [{ keyword, args: (match[2] ?? '').trim(), stage }];
  });
}

/** A .containerignore pattern as the engines read it: anchored at the context's root. */
function patternRegex(pattern: string): RegExp {
  const body = pattern
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** Whether a path (relative, with /) is left out of the build context by these ignore lines. */
export function contextExcludes(ignoreText: string): (path: string) => boolean {
  const rules = ignoreText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ keep: line.startsWith('!'), regex: patternRegex(line.replace(/^!/, '')) }));
  return (path) => {
    const parts = path.split('/');
    const selfAndParents = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const rule of rules)
      if (selfAndParents.some((p) => rule.regex.test(p))) excluded = !rule.keep;
    return excluded;
  };
}

/** Every file the build context holds, with its size (symbolic links are not followed). */
export function contextFiles(root: string, excluded: (path: string) => boolean) {
  const files: { path: string; bytes: number }[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      // The ignore file re-includes only top-level names, so nothing below an excluded folder counts.
      if (excluded(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push({ path, bytes: statSync(join(root, path)).size });
    }
  };
  walk('');
  return files;
}

export const readText = (path: string) => readFileSync(path, 'utf8');
