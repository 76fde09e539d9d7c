import { useRef, useState } from 'react'
import { type SignedAccountName, signAccountName } from '../../../core/names/signAccountName.js'
import { submitAccountName } from '../../../core/names/submitAccountName.js'
import { replaceView } from '../../../core/router/replaceView.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { useMountedRef } from '../common/useMountedRef.js'

/** Where a registration stands: not started, waiting for the wallet's signature, sending it, or failed at a step. */
export type NameRegistration =
  | { step: 'idle' | 'signing' | 'registering' }
  | { step: 'failed'; failedAt: 'signing' | 'registering'; error: unknown }

/**
 * Runs a name registration in its two steps: the wallet signs (`signAccountName`), then the provider registers
 * (`submitAccountName`); success opens RegisterAccountNameSuccess in place of the form. After a failure `retry`
 * repeats only the step that failed: a refused registration is sent again with the signature already given.
 * @example const { registration, register, retry } = useNameRegistration(kit)
 */
export function useNameRegistration(kit: WalletKit) {
  const [registration, setRegistration] = useState<NameRegistration>({ step: 'idle' })
  const signed = useRef<SignedAccountName | undefined>(undefined)
  const mounted = useMountedRef()
  const set = (next: NameRegistration) => {
    if (mounted.current) setRegistration(next)
  }

  const submit = async (signature: SignedAccountName) => {
    set({ step: 'registering' })
    try {
      await submitAccountName(kit, signature)
      signed.current = undefined
      replaceView(kit, 'RegisterAccountNameSuccess', { name: signature.name })
    } catch (error) {
      set({ step: 'failed', failedAt: 'registering', error })
    }
  }
  const register = async (name: string) => {
    signed.current = undefined
    set({ step: 'signing' })
    try {
      signed.current = await signAccountName(kit, { name })
    } catch (error) {
      set({ step: 'failed', failedAt: 'signing', error })
      return
    }
    await submit(signed.current)
  }
  return {
    registration,
    register,
    /** Repeats the failed step for `name`: sends the kept signature again, or asks for a new one. */
    retry: (name: string) => (signed.current ? submit(signed.current) : register(name)),
    /** Forgets a failure (the visitor changed the name). */
    reset: () => {
      signed.current = undefined
      set({ step: 'idle' })
    },
  }
}
