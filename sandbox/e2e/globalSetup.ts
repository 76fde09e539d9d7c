import type { TestProject } from 'vitest/node'
import { startSandbox } from '../src/startSandbox.js'
import { buildKitPackage } from './harness/buildKitPackage.js'
import { findChromium, NO_CHROMIUM_MESSAGE } from './harness/findChromium.js'
import { HarnessError } from './harness/HarnessError.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The playground URL of the sandbox every e2e test runs against. */
    sandboxUrl: string
  }
}

/**
 * Starts one sandbox (chains, mocks, playground) for the e2e run and stops it afterwards; first, a browser is needed.
 * The playground loads the kit as a host does, from its freshly built package: what users get, and a page boots from
 * a few bundled files instead of some 600 source modules (about half the time of each page load).
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) throw new HarnessError(NO_CHROMIUM_MESSAGE)
  buildKitPackage()
  const sandbox = await startSandbox({ kit: 'package', onWarning: (message) => console.warn(message) })
  project.provide('sandboxUrl', sandbox.url)
  return () => sandbox.stop()
}
