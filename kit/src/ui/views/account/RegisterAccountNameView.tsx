import { useId, useState } from 'react'
import { NAME_ZONE } from '../../../config/nameConstants.js'
import { parseNameLabel } from '../../../core/names/parseNameLabel.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'
import { NameField } from '../../parts/names/NameField.js'
import { NameSuggestionList } from '../../parts/names/NameSuggestionList.js'
import { RegistrationFailure } from '../../parts/names/RegistrationFailure.js'
import { useNameRegistration } from '../../parts/names/useNameRegistration.js'
import { useNameSearch } from '../../parts/names/useNameSearch.js'
import { useNamesStyles } from '../../parts/names/useNamesStyles.js'

const SUFFIX = `.${NAME_ZONE}`

/**
 * RegisterAccountName (spec 2): the visitor types a name; once typing pauses it is checked against spec 5's rule
 * and with the provider, which suggests free names like it; Register name has the wallet sign the registration and
 * sends it (spec 7). Each step's failure shows with its retry; success opens RegisterAccountNameSuccess.
 * @example pushView(kit, 'RegisterAccountName')
 */
export default function RegisterAccountNameView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  useNamesStyles()
  const ids = useId()
  const [input, setInput] = useState('')
  const { search, retry: retrySearch } = useNameSearch(kit, input)
  const { registration, register, retry, reset } = useNameRegistration(kit)
  const busy = registration.step === 'signing' || registration.step === 'registering'
  const available = search.status === 'done' && search.result.available
  const type = (value: string) => {
    setInput(value.toLowerCase().endsWith(SUFFIX) ? value.slice(0, -SUFFIX.length) : value)
    if (registration.step === 'failed') reset()
  }
  return (
    <form
      className="wk-stack"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        if (busy || !available) return
        void register(input)
      }}
    >
      <p className="wk-muted wk-name-intro">{t('registerAccountName.chooseANameFor')}</p>
      <NameField
        idPrefix={ids}
        value={input}
        disabled={busy}
        search={search}
        onType={type}
        onRetry={retrySearch}
      />
      {search.status === 'done' && !busy ? (
        <NameSuggestionList
          names={search.result.suggestions}
          onPick={(name) => type(name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name)}
        />
      ) : null}
      {registration.step === 'failed' ? (
        <RegistrationFailure registration={registration} onRetry={() => void retry(input)} />
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={busy || !available}>
        {busy ? <Spinner /> : null}
        <span className="wk-name-register">
          {registration.step === 'signing'
            ? t('registerAccountName.signInWallet')
            : registration.step === 'registering'
              ? t('registerAccountName.registering')
              : available
                ? t('registerAccountName.registerNamed', { name: parseNameLabel(input).label + SUFFIX })
                : t('registerAccountName.register')}
        </span>
      </button>
    </form>
  )
}
