import { goBack } from '../../core/router/goBack.js'
import { Spinner } from '../../primitives/components/Spinner.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { useDisconnectAction } from '../parts/account/useDisconnectAction.js'
import { NetworkList } from '../parts/network/NetworkList.js'

/**
 * UnsupportedChain (opened by the spec 2 rule when the wallet is on a network the host did not request): explains,
 * lists the supported networks to switch to (a switch closes the flow), and offers Disconnect.
 * @example setActiveCaipNetwork(kit, unknownNetwork) // shows it when the rule says so
 */
export default function UnsupportedChainView() {
  const t = useT()
  const kit = useKit()
  const { disconnecting, run: disconnect } = useDisconnectAction()
  return (
    <div className="wk-stack">
      <p className="wk-muted" style={{ textAlign: 'center', padding: '0 8px' }}>
        {t('unsupportedChain.yourWalletIsOn')}
      </p>
      <NetworkList onSwitched={() => goBack(kit)} />
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        disabled={disconnecting}
        onClick={() => void disconnect()}
      >
        {disconnecting ? <Spinner /> : null}
        {t('common.disconnect')}
      </button>
    </div>
  )
}
