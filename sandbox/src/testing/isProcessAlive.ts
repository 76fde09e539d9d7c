/**
 * Whether a process with this id still exists (signal 0 probes without signalling).
 * @example expect(isProcessAlive(pid)).toBe(false)
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
