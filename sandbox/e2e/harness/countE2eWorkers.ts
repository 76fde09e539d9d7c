import { availableParallelism } from 'node:os'

/**
 * How many e2e files run side by side, each against a sandbox of its own: WALLETKIT_E2E_WORKERS when set, else two
 * where there are two cores or more. vitest.config.ts gives the e2e project this many workers and the global setup
 * starts this many sandboxes (the project's maxWorkers is not readable there).
 * @example const workers = countE2eWorkers() // 2 on the 2-core CI machine
 */
export function countE2eWorkers(
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): number {
  const asked = Number(env.WALLETKIT_E2E_WORKERS)
  if (Number.isInteger(asked) && asked >= 1) return asked
  return Math.min(2, Math.max(1, cores))
}
