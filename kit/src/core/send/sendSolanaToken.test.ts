import { Connection, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { type LocalSolana, startLocalSolana } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { solanaAlice, solanaBob, solanaKeypairs } from '../../test/solanaTestWorld.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { setActiveNamespace } from '../network/setActiveNamespace.js'
import { estimateSolanaSendFee } from './estimateSolanaSendFee.js'
import { createSendState } from './SendState.js'
import { sendToken } from './sendToken.js'
import { updateSendForm } from './updateSendForm.js'

let solana: LocalSolana
let connection: Connection
let network: CaipNetwork
let sol: AccountTokenBalance
let usdc: AccountTokenBalance

beforeAll(async () => {
  solana = await startLocalSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  network = {
    id: solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solana.caipNetworkId,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
  }
  const base = { chainId: network.caipNetworkId, price: 1, iconUrl: '' }
  sol = { ...base, name: 'Solana', symbol: 'SOL', quantity: { decimals: '9', numeric: '100' } }
  usdc = {
    ...base,
    name: 'USD Coin',
    symbol: 'USDC',
    address: `${network.caipNetworkId}:${solana.mint.address}`,
    quantity: { decimals: '6', numeric: '1000' },
  }
})
afterAll(() => solana.stop())

/** A kit on the local Solana network whose wallet (Alice) signs and sends to the node, or answers `fail`. */
function sendingKit(fail?: Error) {
  const requests: ChainAdapterRequest[] = []
  const adapter = Object.assign(createTestAdapter('solana'), {
    async request(request: ChainAdapterRequest) {
      requests.push(request)
      if (fail) throw fail
      const { transaction } = request.params as { transaction: string }
      const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
      signed.sign([solanaKeypairs[0] as (typeof solanaKeypairs)[number]])
      return { signature: await connection.sendRawTransaction(signed.serialize()) }
    },
  })
  // An unreachable provider RPC: the builder falls back to the network's own URL, the local node.
  const kit = createTestKit(
    { networks: [network], services: { blockchainApiUrl: 'http://127.0.0.1:9' } },
    { adapters: [adapter] },
  )
  setActiveNamespace(kit, 'solana')
  setActiveCaipNetwork(kit, network)
  setCaipAddress(kit, 'solana', `${network.caipNetworkId}:${solanaAlice}`)
  return { kit, requests }
}

const ataOf = (owner: string) =>
  PublicKey.findProgramAddressSync(
    [
      new PublicKey(owner).toBytes(),
      new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA').toBytes(),
      new PublicKey(solana.mint.address).toBytes(),
    ],
    new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
  )[0]

describe('sendToken on solana', () => {
  it('sends SOL with solana_signAndSendTransaction, says "Transaction started" and empties the form', async () => {
    const { kit, requests } = sendingKit()
    const bobBefore = await connection.getBalance(new PublicKey(solanaBob))
    updateSendForm(kit, { amount: '0.5', receiverAddress: solanaBob })
    const result = await sendToken(kit, { token: sol })
    expect(result).toMatchObject({
      status: 'started',
      hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
    })
    expect(requests.map((request) => request.method)).toEqual(['solana_signAndSendTransaction'])
    expect(await connection.getBalance(new PublicKey(solanaBob))).toBe(bobBefore + LAMPORTS_PER_SOL / 2)
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Transaction started',
      variant: 'success',
    })
    expect(kit.store.getState().send).toEqual(createSendState())
  })

  it("sends the SPL token with transferChecked into the receiver's associated token account, creating it if missing", async () => {
    const { kit } = sendingKit()
    const carol = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy'
    updateSendForm(kit, { amount: '12.5', receiverAddress: carol })
    expect((await sendToken(kit, { token: usdc })).status).toBe('started')
    expect((await connection.getTokenAccountBalance(ataOf(carol))).value.amount).toBe('12500000')
    // Once the account exists, creating it again is a no-op and the send still goes through.
    updateSendForm(kit, { amount: '0.000001', receiverAddress: carol })
    expect((await sendToken(kit, { token: usdc })).status).toBe('started')
    expect((await connection.getTokenAccountBalance(ataOf(carol))).value.amount).toBe('12500001')
  })

  it('shows "Failed to send transaction. Please try again." when the wallet fails, keeping the form', async () => {
    const { kit } = sendingKit(new Error('the wallet is locked'))
    updateSendForm(kit, { amount: '0.5', receiverAddress: solanaBob })
    const result = await sendToken(kit, { token: sol })
    expect(result.status).toBe('failed')
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      variant: 'error',
    })
    expect(kit.store.getState().send.amount).toBe('0.5')
  })

  it('refuses an EVM receiver and more decimals than the token has, asking the wallet nothing', async () => {
    const { kit, requests } = sendingKit()
    updateSendForm(kit, { amount: '0.5', receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await expect(sendToken(kit, { token: sol })).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    updateSendForm(kit, { amount: '1.0000001', receiverAddress: solanaBob })
    await expect(sendToken(kit, { token: usdc })).rejects.toThrow('USDC allows at most 6 decimals')
    expect(requests).toEqual([])
  })

  it("estimates the network fee from the node's price of the message", async () => {
    const { kit } = sendingKit()
    const fee = await estimateSolanaSendFee(kit, {
      from: solanaAlice,
      receiverAddress: solanaBob,
      amount: '1',
      token: sol,
      network,
    })
    expect(fee).toBe('0.000005')
  })
})
