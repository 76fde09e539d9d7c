import { Fragment, type ReactNode, useMemo } from 'react'
import { useStore } from 'zustand'
import type { ConnectMethod } from '../../config/index.js'
import { getKitConnectMethodsOrder } from '../../core/connectMethods/getKitConnectMethodsOrder.js'
import { getVisibleSocials } from '../../core/socials/getVisibleSocials.js'
import { useKit } from '../../primitives/context/useKit.js'
import { ConnectEmail } from '../parts/connect/ConnectEmail.js'
import { ConnectSocials } from '../parts/connect/ConnectSocials.js'
import { ConnectWalletList } from '../parts/connect/ConnectWalletList.js'

/**
 * Connect: the connect methods in the order of spec 2 (email, social, wallet; wallet first when a browser wallet
 * shows; the host's override first of all). Email and social need the embedded wallet: they show only when an
 * auth connector is registered, and lead to its views.
 * @example openModal(kit, { view: 'Connect' })
 */
export default function ConnectView() {
  const kit = useKit()
  const connectors = useStore(kit.store, (state) => state.connectors.connectors)
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order depends on the connectors shown
  const methods = useMemo(() => {
    const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
    return getKitConnectMethodsOrder(kit).filter((method) => method === 'wallet' || hasAuth)
  }, [kit, connectors, namespace])
  const socials = getVisibleSocials(kit)
  const sections: Record<ConnectMethod, () => ReactNode> = {
    wallet: () => <ConnectWalletList />,
    email: () => <ConnectEmail />,
    social: () => (socials.length > 0 ? <ConnectSocials socials={socials} /> : null),
  }
  return (
    <div className="wk-stack">
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? (
            <div className="wk-divider" aria-hidden="true">
              or
            </div>
          ) : null}
          {sections[method]()}
        </Fragment>
      ))}
    </div>
  )
}
