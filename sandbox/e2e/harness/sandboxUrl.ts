import { inject } from 'vitest'
import { HarnessError } from './HarnessError.js'

/**
 * The playground URL of the sandbox this test file has to itself. The e2e run starts one sandbox per worker
 * (globalSetup), and a worker runs one file at a time, so files in parallel never share chains, faults or logins.
 * @example await gotoPlayground(page, sandboxUrl())
 */
export function sandboxUrl(): string {
  const urls = inject('sandboxUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const url = urls[worker - 1]
  if (!url) throw new HarnessError(`No sandbox for e2e worker ${worker}: globalSetup started ${urls.length}`)
  return url
}
