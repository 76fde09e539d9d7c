import { useConnection, useDisconnect, useSwitchChain } from 'wagmi'
import { WagmiResult } from './WagmiResult.js'

/** "Switch to <network>" for each other chain (wagmi's useSwitchChain) and "Disconnect" (useDisconnect). */
export function WagmiChainActions() {
  const { chainId } = useConnection()
  const switching = useSwitchChain()
  const disconnecting = useDisconnect()
  return (
    <div className="host-action">
      <div className="host-buttons">
        {switching.chains
          .filter((chain) => chain.id !== chainId)
          .map((chain) => (
            <button
              key={chain.id}
              type="button"
              className="button"
              onClick={() => switching.mutate({ chainId: chain.id })}
              disabled={switching.isPending}
            >
              Switch to {chain.name}
            </button>
          ))}
        <button
          type="button"
          className="button"
          onClick={() => disconnecting.mutate()}
          disabled={disconnecting.isPending}
        >
          Disconnect
        </button>
      </div>
      <WagmiResult label="Switched to" error={switching.error} />
      <WagmiResult label="Disconnect" error={disconnecting.error} />
    </div>
  )
}
