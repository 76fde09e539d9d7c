import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { polkadotAlice, polkadotBob } from '../../test/createFakePolkadotExtension.js'
import { connectedPolkadotAdapter } from '../../test/startPolkadotAdapter.js'

// The host's requests through the adapter to the extension's signer (sendPolkadotRequest loads on the first one).

afterEach(() => {
  vi.unstubAllGlobals()
})

const hexText = (hex: string) => Buffer.from(hex.slice(2), 'hex').toString('utf8')

describe('createPolkadotAdapter requests', () => {
  it('signs a message with signRaw, wrapped in <Bytes> as polkadot.js does, and answers { signature }', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    const answer = await adapter.request?.({
      method: 'polkadot_signMessage',
      params: { address: polkadotBob, message: 'Hello Polkadot' },
    })
    expect(answer).toEqual({ signature: '0x1234abcd' })
    const [call] = fake.calls as [{ method: string; params: { address: string; data: string; type: string } }]
    expect(call.method).toBe('signRaw')
    expect(call.params.address).toBe(polkadotBob)
    expect(call.params.type).toBe('bytes')
    expect(hexText(call.params.data)).toBe('<Bytes>Hello Polkadot</Bytes>')
  })

  it('takes a 0x-hex message as bytes and does not wrap bytes already wrapped', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    const wrapped = `0x${Buffer.from('<Bytes>hi</Bytes>').toString('hex')}`
    await adapter.request?.({
      method: 'polkadot_signMessage',
      params: { address: polkadotAlice, message: '0x6869' },
    })
    await adapter.request?.({
      method: 'polkadot_signMessage',
      params: { address: polkadotAlice, message: wrapped },
    })
    expect(fake.calls.map((call) => (call.params as { data: string }).data)).toEqual([wrapped, wrapped])
  })

  it('signs a transaction payload with signPayload', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    const transactionPayload = { method: '0x0500', nonce: '0x00', genesisHash: '0x91b1' }
    const answer = await adapter.request?.({
      method: 'polkadot_signTransaction',
      params: { address: polkadotAlice, transactionPayload },
    })
    expect(answer).toEqual({ signature: '0x1234abcd' })
    expect(fake.calls).toEqual([
      { method: 'signPayload', params: { ...transactionPayload, address: polkadotAlice } },
    ])
  })

  it('refuses a transaction clearly when the extension has no signPayload', async () => {
    const { adapter } = await connectedPolkadotAdapter({ withoutSignPayload: true })
    const signing = adapter.request?.({
      method: 'polkadot_signTransaction',
      params: { address: polkadotAlice, transactionPayload: { method: '0x00' } },
    })
    await expect(signing).rejects.toThrow('Requested RPC call is not allowed')
    await expect(signing).rejects.toMatchObject({
      details: 'Polkadot{.js} cannot sign transactions (no signPayload)',
    })
  })

  it('turns the extension\'s "Cancelled" into UserRejectedRequestError', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    fake.setMode('reject')
    await expect(
      adapter.request?.({
        method: 'polkadot_signMessage',
        params: { address: polkadotAlice, message: 'hi' },
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses other methods, bad params and addresses the extension does not share', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    await expect(adapter.request?.({ method: 'eth_sendTransaction', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(
      adapter.request?.({ method: 'polkadot_signMessage', params: { message: 'hi' } }),
    ).rejects.toThrow('Invalid RPC request')
    await expect(
      adapter.request?.({
        method: 'polkadot_signMessage',
        params: { address: '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy', message: 'hi' },
      }),
    ).rejects.toMatchObject({
      details: `polkadot_signMessage: address 5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy is not an account the wallet shares`,
    })
    expect(fake.calls).toEqual([])
  })
})
