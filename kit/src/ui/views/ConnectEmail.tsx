import { type FormEvent, useState } from 'react'
import { pushView } from '../../core/router/pushView.js'
import { InvalidEmailError } from '../../errors/InvalidEmailError.js'
import { useKit } from '../../react/useKit.js'
import { isEmail } from '../../utils/isEmail.js'

/**
 * The email entry of Connect: an address and Continue, leading to the embedded wallet's one-time-password view.
 * @example <ConnectEmail />
 */
export function ConnectEmail() {
  const kit = useKit()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isEmail(value)) {
      setError(new InvalidEmailError().message)
      return
    }
    pushView(kit, 'EmailVerifyOtp', { email: value })
  }
  return (
    <form className="wk-stack" onSubmit={submit} noValidate>
      <input
        className="wk-input"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Email"
        aria-label="Email address"
        aria-invalid={error ? true : undefined}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      {error ? <p className="wk-error-text">{error}</p> : null}
      <button type="submit" className="wk-btn" data-block="" disabled={email.trim() === ''}>
        Continue
      </button>
    </form>
  )
}
