import type { PackageManager } from './packageManagers.js'

/** How to start a package manager: the file to run and whether it needs a shell. */
export type PackageManagerCommand = { command: string; shell: boolean }

/**
 * The command that starts a package manager on this platform. On Windows npm, pnpm and yarn are `.cmd` shims, which
 * `spawn` finds only by their full name and, since Node's fix for CVE-2024-27980, starts only through a shell (the
 * arguments passed are the CLI's own constants, never user input). bun is a real executable everywhere.
 * @example packageManagerCommand('npm', 'win32') // { command: 'npm.cmd', shell: true }
 */
export function packageManagerCommand(
  manager: PackageManager,
  platform: NodeJS.Platform = process.platform,
): PackageManagerCommand {
  if (platform === 'win32' && manager !== 'bun') return { command: `${manager}.cmd`, shell: true }
  return { command: manager, shell: false }
}
