import type { TestProject } from 'vitest/node'
import { startSandbox } from '../src/startSandbox.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The playground URL of the sandbox every e2e test runs against. */
    sandboxUrl: string
  }
}

/** Starts one sandbox (chains, mocks, playground) for the e2e run and stops it afterwards. */
export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({ onWarning: (message) => console.warn(message) })
  project.provide('sandboxUrl', sandbox.url)
  return () => sandbox.stop()
}
