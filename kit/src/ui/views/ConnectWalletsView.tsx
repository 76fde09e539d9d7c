import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../primitives/theme/injectStyleSheet.js'
import { ConnectWalletList } from '../parts/connect/ConnectWalletList.js'
import { connectCss } from '../parts/connect/connectCss.js'
import { LegalCheckbox } from '../parts/connect/LegalCheckbox.js'
import { LegalFooter } from '../parts/connect/LegalFooter.js'
import { useLegalGate } from '../parts/connect/useLegalGate.js'

/**
 * ConnectWallets: the wallet list of Connect on its own, behind Connect's "Continue with a wallet" row
 * (`features.collapseWallets`, or `emailShowWallets` off), as in AppKit. The legal checkbox or footer shows here too,
 * so a host opening this view directly still gets the visitor's consent first.
 * @example pushView(kit, 'ConnectWallets')
 */
export default function ConnectWalletsView() {
  useInsertionEffect(() => injectStyleSheet(document, 'connect', connectCss), [])
  const { legal, reasonId, blockedBy } = useLegalGate()
  return (
    <div className="wk-stack">
      {legal?.consent === 'checkbox' ? <LegalCheckbox legal={legal} reasonId={reasonId} /> : null}
      <ConnectWalletList disabledReasonId={blockedBy} />
      {legal?.consent === 'footer' ? <LegalFooter legal={legal} /> : null}
    </div>
  )
}
