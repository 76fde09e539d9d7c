import { showAccountTab } from '../account/showAccountTab.js'
import { goBack } from '../router/goBack.js'
import type { WalletKit } from '../WalletKit.js'
import { getSendContext } from './getSendContext.js'
import { type SendTokenReturnType, sendToken } from './sendToken.js'
import { setSendStep } from './setSendStep.js'

/**
 * Sends what the preview shows (step 'sending' until the wallet answers). A started send opens Account on its
 * Activity tab; a failed one (the toast has said so) returns to the preview. Undefined when there is nothing to send.
 * @example await submitSend(kit) // { status: 'started', hash: '0x…' }
 */
export async function submitSend(kit: WalletKit): Promise<SendTokenReturnType | undefined> {
  const context = getSendContext(kit.store.getState())
  if (!context) return undefined
  setSendStep(kit, 'sending')
  const result = await sendToken(kit, { token: context.token }).catch((error: unknown) => {
    setSendStep(kit, 'preview')
    throw error
  })
  if (result.status === 'started') {
    showAccountTab(kit, { namespace: context.namespace, tab: 'Activity' })
    goBack(kit)
  } else setSendStep(kit, 'preview')
  return result
}
