import { CliError } from '../CliError.js'

type SandboxHost = typeof import('@walletkit/sandbox/host')

/**
 * The sandbox `walletkit dev` starts: `@walletkit/sandbox`, an optional peer of create-walletkit (so that
 * `npx create-walletkit` does not download local chains it never runs), which the templates install as a dev
 * dependency. Without it, a CliError says how to add it.
 * @example const { startHostSandbox } = await importSandboxHost()
 */
export async function importSandboxHost(
  load: () => Promise<SandboxHost> = () => import('@walletkit/sandbox/host'),
): Promise<SandboxHost> {
  try {
    return await load()
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code !== 'ERR_MODULE_NOT_FOUND' || !String((error as Error).message).includes('@walletkit/sandbox'))
      throw error
    throw new CliError(
      'WK_CLI_SANDBOX_MISSING',
      '@walletkit/sandbox is not installed: walletkit dev runs it beside your app (npm install --save-dev @walletkit/sandbox)',
      { cause: error },
    )
  }
}
