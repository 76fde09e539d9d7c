import type { MockWalletMode, SandboxWorld } from '@walletkit/fixtures'
import { useId, useSyncExternalStore } from 'react'
import type { PlaygroundController } from './createPlaygroundController.js'
import { PanelSection } from './PanelSection.js'
import { usePlaygroundState } from './usePlaygroundState.js'
import { WalletRequestItem } from './WalletRequestItem.js'

const modes: { value: MockWalletMode; label: string; note: string }[] = [
  { value: 'manual', label: 'Ask me', note: '' },
  { value: 'approve', label: 'Approve all', note: 'Every request is approved at once.' },
  { value: 'reject', label: 'Reject all', note: 'Every request is rejected at once (4001).' },
  { value: 'fail', label: 'Fail all', note: 'Every request fails at once (-32603).' },
]

/** The mock wallet's requests waiting for consent, with approve and reject, and how the wallet answers. */
export function WalletRequestsSection({
  controller,
  world,
}: {
  controller: PlaygroundController
  world: SandboxWorld
}) {
  const { wallet, mode } = usePlaygroundState(controller)
  const requests = useSyncExternalStore(wallet.requests.subscribe, wallet.requests.getSnapshot)
  const selectId = useId()
  const note = modes.find((entry) => entry.value === mode)?.note

  return (
    <PanelSection
      title="Wallet requests"
      aside={requests.length > 0 && <span className="count">{requests.length} pending</span>}
    >
      <div className="field-row">
        <label className="field-label" htmlFor={selectId}>
          Wallet answers
        </label>
        <select
          id={selectId}
          className="select select-inline"
          value={mode}
          onChange={(event) => controller.setWalletMode(event.currentTarget.value as MockWalletMode)}
        >
          {modes.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      {note && <p className="hint">{note}</p>}
      {requests.length === 0 ? (
        <p className="empty">No pending requests</p>
      ) : (
        <ul className="requests" aria-label="Pending requests">
          {requests.map((request) => (
            <WalletRequestItem key={request.id} request={request} wallet={wallet} world={world} />
          ))}
        </ul>
      )}
    </PanelSection>
  )
}
