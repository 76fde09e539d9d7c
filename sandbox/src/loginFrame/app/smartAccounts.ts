import { SMART_ACCOUNT_FAILURE } from '../LoginFrameScenario.js'
import { embeddedWallet } from './embeddedWallet.js'
import { readSession, writeSession } from './frameSession.js'

/** What the frame's server says about smart accounts, read with each message (the panel may change it any time). */
export type SmartAccountSettings = {
  /** The chain numbers where smart accounts are enabled (the local chains when the panel turns them on). */
  enabledNetworks: number[]
  /** The `smart-account-fails` scenario: setting a smart account up fails. */
  fails: boolean
}

/**
 * The account type a login gets (GET_USER): the smart account only when asked for, enabled on `chainId` and not
 * failing; otherwise the EOA, as a provider falls back when it cannot set the smart account up (spec 4).
 * @example accountTypeFor(settings, 'smartAccount', 31337) // 'smartAccount' where enabled
 */
export function accountTypeFor(
  settings: SmartAccountSettings,
  requested: string | undefined,
  chainId: number | string,
): 'eoa' | 'smartAccount' {
  const usable = settings.enabledNetworks.includes(Number(chainId)) && !settings.fails
  return requested === 'smartAccount' && usable ? 'smartAccount' : 'eoa'
}

/**
 * The frame's answers to the smart-account events of spec 7: the enabled chain numbers, a smart account set up
 * (INIT_SMART_ACCOUNT: its address, derived from the EOA, never deployed: the sandbox has no account factory), and the
 * preferred type chosen (SET_PREFERRED_ACCOUNT: the type and the address now in use, remembered in the session).
 * @example await smartAccountEvent('INIT_SMART_ACCOUNT', undefined, settings)
 */
export function smartAccountEvent(
  type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'INIT_SMART_ACCOUNT' | 'SET_PREFERRED_ACCOUNT',
  payload: { type: string } | undefined,
  settings: SmartAccountSettings,
): unknown {
  if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    return { smartAccountEnabledNetworks: settings.enabledNetworks }
  const session = readSession()
  if (!session) throw new Error('Not signed in')
  const wallet = embeddedWallet(session.userKey)
  const smart = type === 'INIT_SMART_ACCOUNT' || payload?.type === 'smartAccount'
  if (smart && settings.fails) throw new Error(SMART_ACCOUNT_FAILURE)
  if (smart && !settings.enabledNetworks.includes(Number(session.chainId)))
    throw new Error(`Smart accounts are not enabled on chain ${session.chainId}`)
  if (type === 'INIT_SMART_ACCOUNT') return { address: wallet.smartAccountAddress, isDeployed: false }
  writeSession({ ...session, preferredAccountType: smart ? 'smartAccount' : 'eoa' })
  return {
    type: smart ? 'smartAccount' : 'eoa',
    address: smart ? wallet.smartAccountAddress : wallet.address,
  }
}
