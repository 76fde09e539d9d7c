import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Claims the first job of a queue that no other process has claimed, and returns its index (undefined when every
 * job is taken). Processes that share `queueDir` share the queue: a claim is a folder named after the job's index,
 * and making a folder that exists fails, so each job goes to exactly one process, whichever asks first.
 * @example claimNextJob('/tmp/queue', 3) // 0, then 1, 2, then undefined
 */
export function claimNextJob(queueDir, jobCount) {
  for (let index = 0; index < jobCount; index += 1) {
    try {
      mkdirSync(join(queueDir, `claim-${index}`))
      return index
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error
    }
  }
  return undefined
}
