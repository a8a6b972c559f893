import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm|ttf|otf)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every compressible file
 * of the build over 1 KB, once at build time: the server hands them out as they are
 * (`@fastify/static` `preCompressed`), so no request pays for compressing a static file.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mixboard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` next to the manifest: each emitted chunk's file → the source
 * modules bundled into it (paths relative to the project) → their rendered length in bytes. The manifest names chunks but not what
 * is inside them; scripts/bundle-budget.ts needs both to tell a board chunk that carries antd.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'mixboard-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = `${config.root.replaceAll('\\', '/')}/`;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, Record<string, number>> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        map[out.fileName] = Object.fromEntries(
          Object.entries(out.modules).map(([id, m]) => [id.replaceAll('\\', '/').replace(root, '').replace(/^\0/, ''), m.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

const AREAS_ID = 'virtual:mixboard-areas';

/** API test files that start servers with fixture areas of their own (tests/api/modules/fixture, actions-fixture). */
const FIXTURE_AREA_TESTS = ['tests/api/modules/new-object.test.ts', 'tests/api/resources/actions.test.ts'];

/**
 * API files whose subject is the HTTP layer, not the database (fuzz, role × call matrix, cross-org):
 * `npm test` runs them on one database only, leaving them out of the other with API_HTTP_LAYER=off
 * (tests/run-all.ts; a CLI --exclude does not reach a project's own exclude list).
 */
export const HTTP_LAYER_TESTS = ['tests/api/security/fuzz.test.ts', 'tests/api/security/matrix.test.ts', 'tests/api/security/cross-org.test.ts'];
const httpLayerOff = process.env.API_HTTP_LAYER === 'off' ? HTTP_LAYER_TESTS : [];

/**
 * `virtual:mixboard-areas`: the areas' names, loaders and derived screens, computed in Node from
 * admin/areas.ts (scripts/area-manifest.ts), so the admin shell routes without loading any
 * declaration: each area's declarations and labels are a chunk of their own, loaded by its screens.
 */
function areaManifest(): Plugin {
  const resolved = `\0${AREAS_ID}`;
  let root = process.cwd();
  return {
    name: 'mixboard-areas',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === AREAS_ID ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      // a fresh tsx namespace per load: the declarations are read as they are now
      const { tsImport } = await import('tsx/esm/api');
      const { areaManifestSource } = (await tsImport(join(root, 'scripts/area-manifest.ts'), import.meta.url)) as typeof import('./scripts/area-manifest');
      return areaManifestSource(root);
    },
    // in dev, an edited declaration or area list rebuilds the manifest
    hotUpdate({ file, server }) {
      if (!/[\\/]admin[\\/].+\.ts$/.test(file)) return;
      const mod = server.moduleGraph.getModuleById(resolved);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), chunkModules(), areaManifest()],
  // the manifest is what scripts/bundle-budget.ts walks to find each route's initial chunks
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 4000,
    manifest: true,
    rolldownOptions: {
      // antd's @rc-component/* packages are plain ESM without a `sideEffects` field: marked pure, an
      // unused module of theirs (the form store and validator reached through antd's form context
      // from a Dropdown) is left out of the chunk instead of shipped
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'streams/**/*.test.ts',
            'boards/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/quality/**/*.test.ts',
          ],
          environment: 'node',
          // a few files start an empty PGlite (initdb) in a hook: seconds on a busy machine, past the default 10 s
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        // one process for every file, its modules loaded once: each file in a fresh worker spent
        // ~15 s importing the server again, three quarters of the suite's time. A file that
        // registers fixture areas (module-global registries) runs in `api-fixtures`, isolated.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: [...FIXTURE_AREA_TESTS, ...httpLayerOff],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-fixtures',
          include: FIXTURE_AREA_TESTS,
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
      {
        // screens rendered in jsdom, their calls answered by msw: the route renders forward them to
        // one in-process seeded server (tests/components/support/global-setup.ts)
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/support/setup-dom.ts'],
          globalSetup: ['tests/components/support/global-setup.ts'],
          // antd in jsdom allocates fast: a larger young generation cuts the collector's share (16 % → 13 %)
          execArgv: ['--max-semi-space-size=64'],
          // the seeded server in the main process idles between calls: both cores render screens
          maxWorkers: 2,
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
