import { useSignMessage } from 'wagmi'
import { WagmiResult } from './WagmiResult.js'

/** "Sign a message" through wagmi's useSignMessage, answered by the wallet WalletKit connected. */
export function WagmiSignMessage() {
  const sign = useSignMessage()
  return (
    <div className="host-action">
      <button
        type="button"
        className="button"
        onClick={() => sign.mutate({ message: 'Hello from a wagmi app' })}
        disabled={sign.isPending}
      >
        {sign.isPending ? 'Signing…' : 'Sign a message'}
      </button>
      <WagmiResult label="Signature" value={sign.data} error={sign.error} />
    </div>
  )
}
