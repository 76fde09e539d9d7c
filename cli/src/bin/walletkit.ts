// The `walletkit` executable: the only place that exits the process.
import { runWalletkit } from '../walletkit/runWalletkit.js'

const exitCode = await runWalletkit(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
})
process.exit(exitCode)
