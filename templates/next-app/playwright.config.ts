import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// The system's Chromium (CI installs Debian's); elsewhere, set CHROMIUM_PATH or run `npx playwright install chromium`.
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)

// `npm test`: tests/*.e2e.ts against this app in WalletKit's local world (tests/globalSetup.ts), offline. One worker:
// the tests share the world's chains, and each reverts them to the same snapshot first.
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/globalSetup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
})
