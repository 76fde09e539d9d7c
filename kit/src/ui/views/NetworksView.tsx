import { goBack } from '../../core/router/goBack.js'
import { useKit } from '../../primitives/context/useKit.js'
import { NetworkList } from '../parts/network/NetworkList.js'

/**
 * Networks: the host's networks, the active one marked; picking one switches and goes back.
 * @example openModal(kit, { view: 'Networks' })
 */
export default function NetworksView() {
  const kit = useKit()
  return <NetworkList onSwitched={() => goBack(kit)} />
}
