import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** React DOM's client (19.x) marks every root container with this property; no other runtime
 * names it, so its presence in the built chunks says that react-dom itself shipped. */
export const REACT_DOM_MARKER = '__reactContainer$';
export type Runtime = 'react-dom' | 'not react-dom';

/** Which UI runtime these built JavaScript sources contain. */
export function runtimeOf(sources: readonly string[]): Runtime {
  return sources.some((code) => code.includes(REACT_DOM_MARKER)) ? 'react-dom' : 'not react-dom';
}

/** The runtime in a build: the JavaScript under `<dist>/<base>/assets`. */
export function shippedRuntime(dist: string): Runtime {
  const sources: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.js')) sources.push(readFileSync(path, 'utf8'));
    }
  };
  visit(dist);
  return runtimeOf(sources);
}
