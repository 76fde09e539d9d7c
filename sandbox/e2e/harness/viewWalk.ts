import type { Page } from 'playwright-core'
import type { ConnectButtonRenderProps } from 'walletkit'
import type { OverflowOffender } from './findOverflow.js'
import { hostApp } from './hostApp.js'
import { inspectViews } from './inspectViews.js'

/** A view name of the kit's registry (kit/src/ui/views/viewRegistry.ts), as the host's `open({ view })` takes it. */
type View = NonNullable<NonNullable<Parameters<ConnectButtonRenderProps['open']>[0]>['view']>

/** Which overflow walk looks at a view: the connect side's or the account side's. */
type WalkArea = 'connect' | 'account'

/**
 * Every view of the registry, walked by one of the two overflow files or listed as not walked with its reason. A view
 * added to the kit fails the type check here until it is put in one of the walks or given a reason, so it cannot
 * skip the walk silently; each walk then checks that it saw exactly the views this map gives it.
 */
const VIEW_WALKS = {
  Connect: 'connect',
  ConnectWallets: 'connect',
  AllWallets: 'connect',
  ConnectingWalletConnect: 'connect',
  ConnectingExternal: 'connect',
  ConnectingSocial: 'connect',
  ConnectingFarcaster: 'connect',
  EmailVerifyOtp: 'connect',
  UnsupportedChain: 'connect',
  SignMessage: 'connect',
  ApproveTransaction: 'connect',
  ConnectingSiwe: 'connect',
  // Reached from an embedded wallet's Account, which the connect side logs in to.
  UpdateEmailWallet: 'connect',
  Account: 'account',
  Networks: 'account',
  WalletSend: 'account',
  WalletReceive: 'account',
  Swap: 'account',
  Buy: 'account',
  ActivityDetail: 'account',
  RegisterAccountName: 'account',
  RegisterAccountNameSuccess: 'account',
  SmartSessions: 'account',
  ConnectingWalletConnectBasic: {
    notWalked: 'opens only for a host with no adapter; the playground always has the EIP-155 one',
  },
  ConnectingMultiChain: {
    notWalked: 'needs one wallet announced in two namespaces; manyNamespaces.e2e.ts screenshots it',
  },
  EmailVerifyDevice: {
    notWalked: "needs the login frame's device-verification scenario; embeddedSession.e2e.ts screenshots it",
  },
} as const satisfies Record<View, WalkArea | { notWalked: string }>

/**
 * The views one walk must show, from {@link VIEW_WALKS}, sorted.
 * @example viewsWalkedIn('account') // ['Account', 'ActivityDetail', ...]
 */
export function viewsWalkedIn(area: WalkArea): string[] {
  return Object.entries(VIEW_WALKS)
    .filter(([, walk]) => walk === area)
    .map(([view]) => view)
    .sort()
}

/**
 * One overflow walk: `inspect(name)` saves the open view's screenshots at phone widths in light and dark and records
 * what overflows (see `inspectViews`), and notes the kit's view name (its `data-view`) as seen.
 * @example const walk = createViewWalk(page); await walk.inspect('connect'); expect(walk.seen()).toEqual(viewsWalkedIn('connect'))
 */
export function createViewWalk(page: Page) {
  const offenders: Record<string, OverflowOffender[]> = {}
  const seen = new Set<string>()
  return {
    offenders,
    seen: () => [...seen].sort(),
    async inspect(name: string) {
      await inspectViews(page, name, offenders)
      const views = await hostApp(page)
        .dialog()
        .locator('[data-view]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-view') ?? ''))
      for (const view of views) seen.add(view)
    },
  }
}
