import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The other packages import the kit by name; tests read its source, so no build is needed first. */
export const kitSourceAlias = {
  'walletkit/schemas': fileURLToPath(new URL('./kit/src/schemas.ts', import.meta.url)),
  walletkit: fileURLToPath(new URL('./kit/src/index.ts', import.meta.url)),
}

export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'kit',
          root: './kit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Each test file gets its own jsdom. Sharing one per worker (isolate: false) was 20 times faster but
          // let msw servers and in-flight dynamic imports of one file reach the next on a cold, loaded machine.
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        resolve: { alias: kitSourceAlias },
        test: { name: 'fixtures', root: './fixtures', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias: kitSourceAlias },
        test: {
          name: 'sandbox',
          root: './sandbox',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'e2e/harness/**/*.test.ts',
            'playground/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: kitSourceAlias },
        test: {
          name: 'e2e',
          root: './sandbox',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/globalSetup.ts'],
          // Real Chromium against one shared sandbox: one file at a time keeps a 2-core machine responsive.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'scripts', root: './scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      {
        resolve: { alias: kitSourceAlias },
        test: { name: 'cli', root: './cli', environment: 'node', include: ['src/**/*.test.ts'] },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['kit/src/{utils,errors,config,api,core}/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/test/**', '**/testing/**'],
      reporter: ['text-summary', 'text', 'json-summary'],
      thresholds: { lines: 90 },
    },
  },
})
