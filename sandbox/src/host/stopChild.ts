import type { ChildProcess } from 'node:child_process'

/**
 * Stops a child process: SIGTERM, then SIGKILL after 10 s; resolves once it has exited (at once if it had).
 * @example await stopChild(spawn(process.execPath, [next, 'dev']))
 */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
