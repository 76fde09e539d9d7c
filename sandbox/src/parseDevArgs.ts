import { parseArgs } from 'node:util'
import { SandboxError } from './SandboxError.js'

/** What `npm run dev` was asked for. */
export type DevArgs = { help: boolean; port?: number; forkUrl?: string; chainIds?: number[] }

/** The usage text of `npm run dev`. */
export const devUsage = `Usage: npm run dev -- [--port 5173] [--chains 1,8453] [--fork-url https://…]

  --port      the playground's port on 127.0.0.1 (a free port unless given)
  --chains    local chain ids, comma-separated (default 1,8453)
  --fork-url  fork this chain into the first local chain when it is reachable; otherwise start plain, with a warning
  --help      show this text`

/**
 * Parses the flags of the sandbox's dev entry; throws a SandboxError naming the flag that is wrong.
 * @example parseDevArgs(['--port', '5173', '--chains', '1,8453']) // { help: false, port: 5173, chainIds: [1, 8453] }
 */
export function parseDevArgs(args: readonly string[]): DevArgs {
  let values: { port?: string; 'fork-url'?: string; chains?: string; help?: boolean }
  try {
    values = parseArgs({
      args: [...args],
      options: {
        port: { type: 'string' },
        'fork-url': { type: 'string' },
        chains: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new SandboxError(error instanceof Error ? error.message : String(error), { cause: error })
  }

  const parsed: DevArgs = { help: values.help ?? false }
  if (values.port !== undefined) {
    const port = Number(values.port)
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new SandboxError(`--port must be a port number from 1 to 65535, not "${values.port}"`)
    parsed.port = port
  }
  if (values.chains !== undefined) {
    const chainIds = values.chains.split(',').map((part) => Number(part.trim()))
    if (
      chainIds.some((id) => !Number.isSafeInteger(id) || id < 1) ||
      new Set(chainIds).size !== chainIds.length
    )
      throw new SandboxError(
        `--chains must list distinct positive chain ids, like 1,8453, not "${values.chains}"`,
      )
    parsed.chainIds = chainIds
  }
  if (values['fork-url'] !== undefined) {
    if (!URL.canParse(values['fork-url']) || !/^(https?|wss?):$/.test(new URL(values['fork-url']).protocol))
      throw new SandboxError(`--fork-url must be an http(s) or ws(s) URL, not "${values['fork-url']}"`)
    parsed.forkUrl = values['fork-url']
  }
  return parsed
}
