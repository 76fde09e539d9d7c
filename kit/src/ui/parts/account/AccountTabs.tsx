import { useId } from 'react'
import { useStore } from 'zustand'
import { ACCOUNT_TABS, type AccountTab } from '../../../core/account/AccountTab.js'

const TAB_NAMES = {
  Tokens: 'accountTabs.tokens',
  NFTs: 'accountTabs.nfts',
  Activity: 'accountTabs.activity',
} as const

import { showAccountTab } from '../../../core/account/showAccountTab.js'
import { TabBar } from '../../../primitives/components/TabBar.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const PANELS = { Tokens: TokensTab, NFTs: NftsTab, Activity: ActivityTab } as const
/** Activity shows only with the history feature. */
const visibleTabs = (history: boolean): readonly AccountTab[] =>
  history ? ACCOUNT_TABS : ACCOUNT_TABS.filter((tab) => tab !== 'Activity')

/**
 * The Tokens / NFTs / Activity tabs of Account (the tab kept in the account's currentTab); Activity shows only when
 * the history feature is on.
 * @example <AccountTabs />
 */
export function AccountTabs() {
  const t = useT()
  const kit = useKit()
  const idPrefix = useId()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const tabs = visibleTabs(kit.options.features.history)
  const stored = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.currentTab ?? 0)
  const selected = stored < tabs.length ? stored : 0
  const Panel = PANELS[tabs[selected] ?? 'Tokens']
  return (
    <div>
      <TabBar
        label={t('accountTabs.account')}
        tabs={tabs.map((tab) => t(TAB_NAMES[tab]))}
        selected={selected}
        idPrefix={idPrefix}
        onSelect={(index) => showAccountTab(kit, { namespace, tab: tabs[index] ?? 'Tokens' })}
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
