import { spawn } from 'node:child_process'
import { spinner } from '@clack/prompts'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import { packageManagerCommand } from './packageManagerCommand.js'
import type { PackageManager } from './packageManagers.js'

/**
 * Runs `<package manager> install` in the project behind a spinner (`npm.cmd` and the like on Windows, see
 * `packageManagerCommand`); its output is shown only when it fails.
 * @example await installDependencies({ dir, packageManager: 'npm', io })
 */
export async function installDependencies({
  dir,
  packageManager,
  io,
}: {
  dir: string
  packageManager: PackageManager
  io: CliIo
}): Promise<void> {
  const args = packageManager === 'npm' ? ['install', '--no-audit', '--no-fund'] : ['install']
  // A spinner redraws itself; into a log or a pipe, one line before and one after say the same.
  const progress = io.interactive ? spinner({ output: io.stdout }) : lineProgress(io)
  progress.start(`Installing dependencies with ${packageManager}`)
  const started = performance.now()
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const chunks: Buffer[] = []
    const { command, shell } = packageManagerCommand(packageManager, io.platform)
    const child = spawn(command, args, {
      cwd: dir,
      shell,
      env: { ...process.env, ...io.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', (error) => resolve({ code: null, output: error.message }))
    child.on('close', (exitCode) =>
      resolve({ code: exitCode, output: Buffer.concat(chunks).toString('utf8') }),
    )
  })
  if (code === 0) {
    progress.stop(`Installed dependencies in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return
  }
  progress.error(`${packageManager} install failed`)
  io.stderr.write(`${output.trim().split('\n').slice(-20).join('\n')}\n`)
  throw new CliError(
    'WK_CLI_INSTALL_FAILED',
    `${packageManager} install ${code === null ? 'did not start' : `exited with ${code}`}; the project is complete, so run it yourself once the problem above is fixed`,
  )
}

function lineProgress(io: CliIo): Pick<ReturnType<typeof spinner>, 'start' | 'stop' | 'error'> {
  return {
    start: (message) => io.stdout.write(`\n${message}…\n`),
    stop: (message) => io.stdout.write(`✔ ${message}\n`),
    error: (message) => io.stdout.write(`✖ ${message}\n`),
  }
}
