import { type Command, CommanderError } from 'commander'
import { CliError } from './CliError.js'
import type { CliIo } from './CliIo.js'

/**
 * Runs a commander program on the injected streams and turns its own failures (unknown flag, missing argument) into
 * `WK_CLI_INVALID_FLAG`, so every error is printed one way; `--help` and `--version` resolve normally.
 * @example await runCommander(program, ['--help'], io)
 */
export async function runCommander(program: Command, argv: readonly string[], io: CliIo): Promise<void> {
  const configure = (command: Command) => {
    command
      .exitOverride()
      .configureOutput({
        writeOut: (text) => io.stdout.write(text),
        writeErr: (text) => io.stderr.write(text),
        outputError: () => undefined,
      })
      .showSuggestionAfterError(true)
    for (const sub of command.commands) configure(sub)
  }
  configure(program)
  try {
    await program.parseAsync([...argv], { from: 'user' })
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    )
      return
    const name = program.name()
    throw new CliError(
      'WK_CLI_INVALID_FLAG',
      `${error.message.replace(/^error: /, '')} (see ${name} --help)`,
      { cause: error },
    )
  }
}

/**
 * Prints a failure with its stable code and returns the exit code it ends with.
 * @example return reportFailure(error, io) // 2 for WK_CLI_INVALID_FLAG
 */
export function reportFailure(error: unknown, io: CliIo): number {
  if (error instanceof CliError) {
    io.stderr.write(`\n✖ ${error.code}: ${error.message}\n`)
    return error.exitCode
  }
  io.stderr.write(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  return 1
}
