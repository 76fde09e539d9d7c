import { useStore } from 'zustand'
import { goBack } from '../../../core/router/goBack.js'
import { Avatar } from '../../../primitives/components/Avatar.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'
import { useNamesStyles } from '../../parts/names/useNamesStyles.js'

/**
 * RegisterAccountNameSuccess (spec 2; the header says "Name registered"): the name just registered, with the account's
 * avatar, and Done back to Account, which now shows the name.
 * @example replaceView(kit, 'RegisterAccountNameSuccess', { name: 'sam.wk.id' })
 */
export default function RegisterAccountNameSuccessView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  useNamesStyles()
  const data = useStore(kit.store, (state) => state.router.data)
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const name = typeof data?.name === 'string' ? data.name : account?.profileName
  return (
    <div className="wk-name-done">
      <span className="wk-name-done-mark">
        {account?.address ? <Avatar address={account.address} src={account.profileImage} /> : null}
        <span className="wk-name-done-check">
          <Icon name="check" size={16} />
        </span>
      </span>
      <p role="status">
        {t('registerAccountNameSuccess.yourAccountIsNow')} <strong>{name}</strong>
      </p>
      <button type="button" className="wk-btn" data-block="" onClick={() => goBack(kit)}>
        {t('common.done')}
      </button>
    </div>
  )
}
