import { describe, expect, it } from 'vitest'
import { CliError } from '../CliError.js'
import { importSandboxHost } from './importSandboxHost.js'

/** The error Node throws for an import of a package that is not installed. */
function notFound(specifier: string): Error {
  return Object.assign(
    new Error(
      `Cannot find package '${specifier}' imported from /app/node_modules/create-walletkit/dist/walletkit.js`,
    ),
    {
      code: 'ERR_MODULE_NOT_FOUND',
    },
  )
}

describe('importSandboxHost', () => {
  it('says how to install the sandbox when the project has none', async () => {
    const failure = await importSandboxHost(() => Promise.reject(notFound('@walletkit/sandbox'))).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(CliError)
    expect(failure).toMatchObject({
      code: 'WK_CLI_SANDBOX_MISSING',
      exitCode: 1,
      message:
        '@walletkit/sandbox is not installed: walletkit dev runs it beside your app (npm install --save-dev @walletkit/sandbox)',
    })
  })

  it('passes on a missing package of the sandbox’s own, which reinstalling the sandbox fixes, as it is', async () => {
    const missingDependency = notFound('@foundry-rs/anvil')
    await expect(importSandboxHost(() => Promise.reject(missingDependency))).rejects.toBe(missingDependency)
  })
})
