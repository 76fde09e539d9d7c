import { spawnSync } from 'node:child_process'

/** A command line as `spawnSync` takes it. */
export type CommandLine = { command: string; args: string[] }

let canIsolate: boolean | undefined

/**
 * `command` run without a network: in a network namespace of its own whose only link is the loopback (`unshare -n`,
 * root on Linux), so anything that would leave 127.0.0.1 fails, as on a machine offline. Where namespaces are not
 * allowed, the command as it is, and `isolated` says so.
 * @example const { command, args } = offlineCommand('npm', ['test']); spawnSync(command, args, { cwd })
 */
export function offlineCommand(
  command: string,
  args: readonly string[],
): CommandLine & { isolated: boolean } {
  canIsolate ??=
    spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' }).status === 0
  if (!canIsolate) return { command, args: [...args], isolated: false }
  return {
    command: 'unshare',
    args: ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', command, ...args],
    isolated: true,
  }
}
