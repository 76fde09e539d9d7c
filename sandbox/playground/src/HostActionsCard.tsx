import { useState } from 'react'
import { useAccount, useNetwork, useProvider } from 'walletkit'
import { SiweStatus } from './SiweStatus.js'
import { sendSolanaToSelf, signSolanaMessage } from './solana/solanaHostActions.js'

type Outcome = { kind: 'signature' | 'hash' | 'error'; text: string } | undefined

const MESSAGE = 'Hello from Your app'

/**
 * What a dapp does once connected: sign a message and send a small transaction through the kit's provider (on
 * solana, through the kit's request path to the Solana wallet).
 */
export function HostActionsCard() {
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  const onSolana = caipNetwork?.chainNamespace === 'solana'
  const { provider: evmProvider } = useProvider()
  const solana = useProvider('solana')
  const provider = onSolana ? solana.provider : evmProvider
  const [signed, setSigned] = useState<Outcome>()
  const [sent, setSent] = useState<Outcome>()
  const [busy, setBusy] = useState<'sign' | 'send' | undefined>()

  const run = async (
    which: 'sign' | 'send',
    request: () => Promise<unknown>,
    set: (outcome: Outcome) => void,
  ) => {
    setBusy(which)
    set(undefined)
    try {
      const result = await request()
      set({ kind: which === 'sign' ? 'signature' : 'hash', text: String(result) })
    } catch (error) {
      set({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(undefined)
    }
  }

  const solanaRequest = solana.request
  const sign = () =>
    run(
      'sign',
      async () =>
        onSolana && solanaRequest && address
          ? signSolanaMessage(solanaRequest, { address, text: MESSAGE })
          : evmProvider?.request({
              method: 'personal_sign',
              params: [toHexText(MESSAGE), address as `0x${string}`],
            }),
      setSigned,
    )
  const rpcUrl = caipNetwork?.rpcUrls.default.http[0]
  const send = () =>
    run(
      'send',
      async () =>
        onSolana && solanaRequest && address && rpcUrl
          ? sendSolanaToSelf(solanaRequest, { address, rpcUrl })
          : evmProvider?.request({
              method: 'eth_sendTransaction',
              params: [
                { from: address as `0x${string}`, to: address as `0x${string}`, value: '0x38d7ea4c68000' },
              ],
            }),
      setSent,
    )

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title" className="card-title">
        Try it
      </h2>
      {!isConnected || !provider ? (
        <p className="muted">Connect a wallet to sign a message and send a transaction.</p>
      ) : (
        <div className="host-actions">
          <p className="muted">
            Connected on <strong>{caipNetwork?.name ?? 'an unknown network'}</strong>.
          </p>
          <SiweStatus />
          <div className="host-action">
            <button type="button" className="button primary" onClick={sign} disabled={busy !== undefined}>
              {busy === 'sign' ? 'Signing…' : 'Sign a message'}
            </button>
            <Result label="Signature" outcome={signed} />
          </div>
          <div className="host-action">
            <button type="button" className="button" onClick={send} disabled={busy !== undefined}>
              {busy === 'send' ? 'Sending…' : `Send 0.001 ${onSolana ? 'SOL' : 'ETH'} to yourself`}
            </button>
            <Result label={onSolana ? 'Transaction signature' : 'Transaction hash'} outcome={sent} />
          </div>
        </div>
      )}
    </section>
  )
}

function Result({ label, outcome }: { label: string; outcome: Outcome }) {
  if (!outcome) return null
  const title = outcome.kind === 'error' ? 'Failed' : label
  return (
    <p className={`host-result ${outcome.kind === 'error' ? 'danger' : ''}`} role="status" aria-label={title}>
      <span className="muted">{title}: </span>
      <code>{outcome.text}</code>
    </p>
  )
}

function toHexText(text: string): `0x${string}` {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
