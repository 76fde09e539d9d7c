import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time of `path`, a file or a folder (every file under it); 0 when it does not exist. */
function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

/**
 * Whether a build's `outputs` (files) all exist and are newer than every one of its `inputs` (files or folders), as
 * make decides: a source edited, checked out or added since the build makes it stale, and so does a missing output.
 * @example if (!isBuildFresh({ inputs: ['kit/src'], outputs: ['kit/dist/index.js'] })) build()
 */
export function isBuildFresh({
  inputs,
  outputs,
}: {
  inputs: readonly string[]
  outputs: readonly string[]
}): boolean {
  const built = outputs.map((output) => statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0)
  const oldestOutput = Math.min(...built)
  if (outputs.length === 0 || oldestOutput === 0) return false
  return Math.max(0, ...inputs.map(newestChange)) < oldestOutput
}
