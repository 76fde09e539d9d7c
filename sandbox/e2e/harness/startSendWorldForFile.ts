import type { SandboxAccount, SandboxChain, SandboxWorld } from '@walletkit/fixtures'
import { afterEach, beforeAll } from 'vitest'
import { HarnessError } from './HarnessError.js'
import { readSandboxWorld } from './readSandboxWorld.js'
import { resetWorld } from './resetWorld.js'
import { sandboxUrl } from './sandboxUrl.js'

/** What a file that sends needs of the sandbox world: the world, its first chain, the payer and the payee. */
export type SendWorld = {
  world: SandboxWorld
  chain: SandboxChain
  alice: SandboxAccount
  bob: SandboxAccount
}

/**
 * Reads the sandbox world before the file's tests (beforeAll) and, since a send changes the shared chains, puts the
 * world back after each test for the files that follow; call at the top of the file.
 * @example const sendWorld = startSendWorldForFile(); it('…', async () => { const { chain, bob } = sendWorld() })
 */
export function startSendWorldForFile(): () => SendWorld {
  let sendWorld: SendWorld | undefined
  beforeAll(async () => {
    const world = await readSandboxWorld(sandboxUrl())
    const [chain] = world.chains
    const [alice, bob] = world.accounts
    if (!chain || !alice || !bob) throw new HarnessError('The sandbox world lacks a chain, Alice or Bob')
    sendWorld = { world, chain, alice, bob }
  })
  afterEach(() => resetWorld(sandboxUrl()))
  return () => {
    if (!sendWorld)
      throw new HarnessError(
        'The sandbox world is not read: call startSendWorldForFile() at the top of the test file',
      )
    return sendWorld
  }
}
