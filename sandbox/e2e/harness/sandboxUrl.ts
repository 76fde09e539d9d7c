import { inject } from 'vitest'
import { HarnessError } from './HarnessError.js'

/**
 * The playground URL of the sandbox this test file runs against: globalSetup starts one sandbox per e2e worker, and a
 * worker runs one file at a time.
 * @example await gotoPlayground(page, sandboxUrl())
 */
export function sandboxUrl(): string {
  const urls = inject('sandboxUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const url = urls[worker - 1]
  if (!url) throw new HarnessError(`No sandbox for e2e worker ${worker}: globalSetup started ${urls.length}`)
  return url
}
