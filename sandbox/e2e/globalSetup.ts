import type { TestProject } from 'vitest/node'
import { startSandbox } from '../src/startSandbox.js'
import { findChromium, NO_CHROMIUM_MESSAGE } from './harness/findChromium.js'
import { HarnessError } from './harness/HarnessError.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The playground URL of the sandbox every e2e test runs against. */
    sandboxUrl: string
  }
}

/** Starts one sandbox (chains, mocks, playground) for the e2e run and stops it afterwards; first, a browser is needed. */
export default async function setup(project: TestProject) {
  if (!findChromium()) throw new HarnessError(NO_CHROMIUM_MESSAGE)
  const sandbox = await startSandbox({ onWarning: (message) => console.warn(message) })
  project.provide('sandboxUrl', sandbox.url)
  return () => sandbox.stop()
}
