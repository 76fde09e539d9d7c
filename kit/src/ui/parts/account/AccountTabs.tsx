import { useId } from 'react'
import { useStore } from 'zustand'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { TabBar } from '../../../primitives/components/TabBar.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const TABS = ['Tokens', 'NFTs', 'Activity'] as const
const PANELS = { Tokens: TokensTab, NFTs: NftsTab, Activity: ActivityTab } as const

/**
 * The Tokens / NFTs / Activity tabs of Account (the tab kept in the account's currentTab); Activity shows only when
 * the history feature is on.
 * @example <AccountTabs />
 */
export function AccountTabs() {
  const kit = useKit()
  const idPrefix = useId()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const tabs = kit.options.features.history ? TABS : TABS.slice(0, 2)
  const stored = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.currentTab ?? 0)
  const selected = stored < tabs.length ? stored : 0
  const Panel = PANELS[tabs[selected] ?? 'Tokens']
  return (
    <div>
      <TabBar
        label="Account"
        tabs={tabs}
        selected={selected}
        idPrefix={idPrefix}
        onSelect={(currentTab) => updateAccountData(kit, namespace, { currentTab })}
      />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className="wk-panel"
      >
        <Panel />
      </div>
    </div>
  )
}
