// The `create-walletkit` executable: the only place that exits the process.
import { runCreateWalletkit } from '../create/runCreateWalletkit.js'

const exitCode = await runCreateWalletkit(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
})
process.exit(exitCode)
