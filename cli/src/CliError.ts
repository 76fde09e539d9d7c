/** The stable codes of the CLI's failures; scripts may match on them. */
export type CliErrorCode =
  | 'WK_CLI_INVALID_FLAG'
  | 'WK_CLI_INVALID_CONFIG'
  | 'WK_CLI_TARGET_NOT_EMPTY'
  | 'WK_CLI_TEMPLATE_MISSING'
  | 'WK_CLI_INSTALL_FAILED'
  | 'WK_CLI_CONFIG_NOT_FOUND'
  | 'WK_CLI_CONFIG_EXISTS'
  | 'WK_CLI_DOCTOR_PROBLEMS'
  | 'WK_CLI_SANDBOX_FAILED'
  | 'WK_CLI_SANDBOX_MISSING'
  | 'WK_CLI_NOT_INSTALLED'

/** Exit code 2 for a wrong command line, 1 for everything else that failed. */
const exitCodes: Record<CliErrorCode, number> = {
  WK_CLI_INVALID_FLAG: 2,
  WK_CLI_INVALID_CONFIG: 1,
  WK_CLI_TARGET_NOT_EMPTY: 1,
  WK_CLI_TEMPLATE_MISSING: 1,
  WK_CLI_INSTALL_FAILED: 1,
  WK_CLI_CONFIG_NOT_FOUND: 1,
  WK_CLI_CONFIG_EXISTS: 1,
  WK_CLI_DOCTOR_PROBLEMS: 1,
  WK_CLI_SANDBOX_FAILED: 1,
  WK_CLI_SANDBOX_MISSING: 1,
  WK_CLI_NOT_INSTALLED: 1,
}

/**
 * A failure of `create-walletkit` or `walletkit`, with a stable code and the process exit code it ends with.
 * @example throw new CliError('WK_CLI_INVALID_FLAG', '--networks: unknown network "foo"')
 */
export class CliError extends Error {
  override name = 'CliError'
  readonly code: CliErrorCode
  readonly exitCode: number

  constructor(code: CliErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
    this.exitCode = exitCodes[code]
  }
}
