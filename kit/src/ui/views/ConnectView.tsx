import { Fragment, type ReactNode, useInsertionEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { ConnectMethod } from '../../config/index.js'
import { getKitConnectMethodsOrder } from '../../core/connectMethods/getKitConnectMethodsOrder.js'
import { shouldCollapseWallets } from '../../core/connectMethods/shouldCollapseWallets.js'
import { getVisibleSocials } from '../../core/socials/getVisibleSocials.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { injectStyleSheet } from '../../primitives/theme/injectStyleSheet.js'
import { ConnectEmail } from '../parts/connect/ConnectEmail.js'
import { ConnectSocials } from '../parts/connect/ConnectSocials.js'
import { ConnectWalletList } from '../parts/connect/ConnectWalletList.js'
import { ContinueWithWallet } from '../parts/connect/ContinueWithWallet.js'
import { connectCss } from '../parts/connect/connectCss.js'
import { LegalCheckbox } from '../parts/connect/LegalCheckbox.js'
import { LegalFooter } from '../parts/connect/LegalFooter.js'
import { useLegalGate } from '../parts/connect/useLegalGate.js'

/**
 * Connect: the connect methods in the order of spec 2 (email, social, wallet; wallet first when a browser wallet
 * shows; the host's override first of all). Email and social need the embedded wallet: they show only when an
 * auth connector is registered, and lead to its views. With `features.legalCheckbox` and the host's terms or privacy
 * URL, a checkbox comes first and every method stays locked until it is ticked; without it, those URLs make a footer.
 * With `collapseWallets` (or `emailShowWallets` off) and email or social shown, the wallets are one row.
 * @example openModal(kit, { view: 'Connect' })
 */
export default function ConnectView() {
  const t = useT()
  const kit = useKit()
  useInsertionEffect(() => injectStyleSheet(document, 'connect', connectCss), [])
  const connectors = useStore(kit.store, (state) => state.connectors.connectors)
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const { legal, reasonId, blockedBy } = useLegalGate()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order depends on the connectors shown
  const methods = useMemo(() => {
    const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
    return getKitConnectMethodsOrder(kit).filter((method) => method === 'wallet' || hasAuth)
  }, [kit, connectors, namespace])
  const socials = getVisibleSocials(kit)
  const collapsed = shouldCollapseWallets(kit.options.features, {
    showsEmailOrSocial: methods.includes('email') || (methods.includes('social') && socials.length > 0),
  })
  const sections: Record<ConnectMethod, () => ReactNode> = {
    wallet: () =>
      collapsed ? (
        <ContinueWithWallet disabledReasonId={blockedBy} />
      ) : (
        <ConnectWalletList disabledReasonId={blockedBy} />
      ),
    email: () => <ConnectEmail disabledReasonId={blockedBy} />,
    social: () =>
      socials.length > 0 ? <ConnectSocials socials={socials} disabledReasonId={blockedBy} /> : null,
  }
  return (
    <div className="wk-stack">
      {legal?.consent === 'checkbox' ? <LegalCheckbox legal={legal} reasonId={reasonId} /> : null}
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? (
            <div className="wk-divider" aria-hidden="true">
              {t('connect.or')}
            </div>
          ) : null}
          {sections[method]()}
        </Fragment>
      ))}
      {legal?.consent === 'footer' ? <LegalFooter legal={legal} /> : null}
    </div>
  )
}
