import { useState } from 'react'
import { useStore } from 'zustand'
import { switchAuthAccountType } from '../../../core/auth/switchAuthAccountType.js'
import { isSmartAccountEnabled } from '../../../core/smartAccount/isSmartAccountEnabled.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'

const TYPE_NAMES = { eoa: 'accountTypeSwitch.eoa', smartAccount: 'accountTypeSwitch.smartAccount' } as const

/**
 * The account type of an embedded-wallet (email or social) account on a network where smart accounts are enabled
 * (spec 5): which one is in use and a "Switch to smart account" / "Switch to EOA" button. A failed switch
 * leaves the account on its EOA (spec 4) and says so; nothing for browser or remote-session wallets, or elsewhere.
 * @example <AccountTypeSwitch />
 */
export function AccountTypeSwitch() {
  const t = useT()
  const kit = useKit()
  const shown = useStore(kit.store, (state) => {
    const account = state.accounts[state.activeNamespace]
    return state.activeNamespace === 'eip155' && account?.user !== undefined && isSmartAccountEnabled(state)
  })
  const smart = useStore(
    kit.store,
    (state) => state.accounts[state.activeNamespace]?.preferredAccountType === 'smartAccount',
  )
  const [busy, setBusy] = useState(false)
  // The failed switch and its error, worded at each render (a locale switch re-words it).
  const [error, setError] = useState<{ wanted: 'eoa' | 'smartAccount'; caught: unknown }>()
  if (!shown) return null
  const next = smart ? 'eoa' : 'smartAccount'
  const described = error && describeError(error.caught, t)
  const reason = described && (described.details ?? described.message)

  const run = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await switchAuthAccountType(kit, next)
    } catch (caught) {
      setError({ wanted: next, caught })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className="wk-email-row wk-account-type">
        <span className="wk-account-type-who">
          <span className="wk-account-type-name">{t(TYPE_NAMES[smart ? 'smartAccount' : 'eoa'])}</span>
          <span className="wk-account-type-label">{t('accountTypeSwitch.accountType')}</span>
        </span>
        <button
          type="button"
          className="wk-chip"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run()}
        >
          {busy ? <Spinner /> : null}
          {smart ? t('accountTypeSwitch.toEoa') : t('accountTypeSwitch.toSmartAccount')}
        </button>
      </div>
      {error ? (
        <p className="wk-error-text" role="alert">
          {error.wanted === 'smartAccount'
            ? t('accountTypeSwitch.smartAccountFailed')
            : t('accountTypeSwitch.eoaFailed')}
          {` ${reason}`}
        </p>
      ) : null}
    </>
  )
}
