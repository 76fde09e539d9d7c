import { useId } from 'react'
import { useStore } from 'zustand'
import { updateAccountData } from '../../core/account/updateAccountData.js'
import { useKit } from '../../react/useKit.js'
import { TabBar } from '../components/TabBar.js'

const TABS = ['Tokens', 'NFTs', 'Activity'] as const
const EMPTY: Record<(typeof TABS)[number], string> = {
  Tokens: 'No tokens yet',
  NFTs: 'No NFTs yet',
  Activity: 'No activity yet',
}

/**
 * The Tokens / NFTs / Activity tabs of Account (the tab kept in the account's currentTab). Their contents come with
 * the account features; until then each shows its empty state.
 * @example <AccountTabs />
 */
export function AccountTabs() {
  const kit = useKit()
  const idPrefix = useId()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const selected = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.currentTab ?? 0)
  const tab = TABS[selected] ?? TABS[0]
  return (
    <div>
      <TabBar
        label="Account"
        tabs={TABS}
        selected={selected}
        idPrefix={idPrefix}
        onSelect={(currentTab) => updateAccountData(kit, namespace, { currentTab })}
      />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className="wk-empty"
      >
        {EMPTY[tab]}
      </div>
    </div>
  )
}
