'use client'

import { useState } from 'react'
import { createWalletClient, custom } from 'viem'
import { useAccount, useProvider } from 'walletkit'

type Outcome = { ok: true; signature: string } | { ok: false; reason: string }

/** Signs a message with the connected wallet through viem, over WalletKit's EIP-1193 provider. */
export function SignMessageCard() {
  const { address, isConnected } = useAccount()
  const { provider } = useProvider()
  const [message, setMessage] = useState('Hello from my WalletKit app')
  const [outcome, setOutcome] = useState<Outcome>()
  const [signing, setSigning] = useState(false)

  const sign = async () => {
    if (!provider || !address) return
    setSigning(true)
    setOutcome(undefined)
    try {
      const wallet = createWalletClient({ transport: custom(provider) })
      const signature = await wallet.signMessage({ account: address as `0x${string}`, message })
      setOutcome({ ok: true, signature })
    } catch (error) {
      setOutcome({
        ok: false,
        reason: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      })
    } finally {
      setSigning(false)
    }
  }

  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label className="field">
        <span>Message</span>
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <div className="actions">
        <button
          type="button"
          className="primary"
          onClick={sign}
          disabled={!isConnected || !provider || signing}
        >
          {signing ? 'Signing…' : 'Sign message'}
        </button>
      </div>
      {!isConnected && <p className="muted">Connect a wallet first.</p>}
      {outcome && (
        <p role="status" className={outcome.ok ? 'result' : 'result failed'}>
          {outcome.ok ? 'Signature: ' : 'Not signed: '}
          <code>{outcome.ok ? outcome.signature : outcome.reason}</code>
        </p>
      )}
    </section>
  )
}
