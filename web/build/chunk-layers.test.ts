import { describe, expect, it } from 'vitest';
import { chunkLayers } from './chunk-layers';

/** One module of a made-up build: its static and lazy imports, and its size in source bytes. */
interface Module {
  imports?: string[];
  lazy?: string[];
  size?: number;
  isEntry?: boolean;
}

/**
 * The chunk each module of `graph` goes to: runs the plugin's buildEnd over the graph, as the
 * bundler would hand it over, then asks the groups in order of priority (null: the bundler's own
 * chunks).
 */
function chunkOf(graph: Record<string, Module>) {
  const { plugin, groups } = chunkLayers();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = graph[id];
      if (!module) return null;
      return {
        isEntry: module.isEntry ?? false,
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
        dynamicImporters: Object.keys(graph).filter((other) => graph[other]?.lazy?.includes(id)),
        code: 'x'.repeat(module.size ?? 100),
      };
    },
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  const byPriority = [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return (id: string) =>
    byPriority.find((group) => typeof group.test === 'function' && group.test(id))?.name ?? null;
}

const PAGES = ['p1', 'p2', 'p3', 'p4', 'p5'].map((name) => `/app/src/features/${name}/Page.tsx`);
const [P1, P2, P3, P4, P5] = PAGES as [string, string, string, string, string];
const SHELL = '/app/src/app/SignedInArea.tsx';

/** An entry, a router that loads the signed-in shell and five pages lazily, and `modules`. */
function app(pageImports: Record<string, string[]>, modules: Record<string, Module>) {
  const graph: Record<string, Module> = {
    '/app/src/main.tsx': { isEntry: true, imports: ['/app/src/app/router.tsx'] },
    '/app/src/app/router.tsx': { imports: ['/app/react.js'], lazy: [SHELL, ...PAGES] },
    '/app/react.js': {},
    [SHELL]: { imports: ['/app/src/lib/firestore.ts'] },
    '/app/src/lib/firestore.ts': { size: 50_000 },
    ...modules,
  };
  for (const page of PAGES) graph[page] = { imports: pageImports[page] ?? [] };
  return chunkOf(graph);
}

describe('the chunk layers', () => {
  it('puts what the entry loads in start, and what the signed-in shell loads in signed-in', () => {
    const chunk = app({}, {});
    expect(chunk('/app/react.js')).toBe('start');
    expect(chunk('/app/src/lib/firestore.ts')).toBe('signed-in');
    expect(chunk(P1)).toBeNull();
  });

  it('folds small code that most signed-in pages share into signed-in, not what few share', () => {
    const chunk = app(
      {
        [P1]: ['/app/most.ts', '/app/few.ts'],
        [P2]: ['/app/most.ts', '/app/few.ts'],
        [P3]: ['/app/most.ts'],
      },
      { '/app/most.ts': { size: 2_000 }, '/app/few.ts': { size: 2_000 } },
    );
    expect(chunk('/app/most.ts')).toBe('signed-in');
    expect(chunk('/app/few.ts')).toBeNull();
  });

  it('weighs a fold with the imports it would bring along: a small module on large tables stays out', () => {
    // The schema is small and most pages share it; the tables it builds on are large, and one more
    // page reads them alone, so they are shared by another set of pages than the schema.
    const chunk = app(
      {
        [P1]: ['/app/schema.ts'],
        [P2]: ['/app/schema.ts'],
        [P3]: ['/app/schema.ts'],
        [P4]: ['/app/tables.ts'],
      },
      {
        '/app/schema.ts': { size: 2_000, imports: ['/app/tables.ts'] },
        '/app/tables.ts': { size: 30_000 },
      },
    );
    expect(chunk('/app/schema.ts')).toBeNull();
    expect(chunk('/app/tables.ts')).toBeNull();
    expect(chunk(P5)).toBeNull();
  });

  it('still folds a small module whose imports the shell already loads', () => {
    const chunk = app(
      {
        [P1]: ['/app/query.ts'],
        [P2]: ['/app/query.ts'],
        [P3]: ['/app/query.ts'],
      },
      { '/app/query.ts': { size: 2_000, imports: ['/app/src/lib/firestore.ts'] } },
    );
    expect(chunk('/app/query.ts')).toBe('signed-in');
  });
});
