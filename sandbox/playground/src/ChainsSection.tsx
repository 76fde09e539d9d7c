import type { SandboxWorld } from '@walletkit/fixtures'
import { ChainState } from './ChainState.js'
import { PanelSection } from './PanelSection.js'

/** Every local chain's live block number and the sandbox accounts' balances on it. */
export function ChainsSection({ world }: { world: SandboxWorld }) {
  return (
    <PanelSection title="Chains">
      <div className="chains">
        {world.chains.map((chain) => (
          <ChainState key={chain.chainId} chain={chain} accounts={world.accounts} />
        ))}
      </div>
    </PanelSection>
  )
}
