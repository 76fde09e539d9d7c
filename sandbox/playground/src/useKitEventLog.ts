import { useWalletKitEvents } from 'walletkit'
import type { EventLog } from './createEventLog.js'

/**
 * Writes every WalletKit event into the panel's event log while mounted (inside the WalletKitProvider).
 * @example useKitEventLog(playground.log)
 */
export function useKitEventLog(log: EventLog): void {
  useWalletKitEvents((event) => {
    const properties = event.properties ?? {}
    const detail = Object.entries(properties)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' · ')
    log.add({
      source: 'kit',
      title: event.event,
      ...(detail ? { detail } : {}),
      tone: event.type === 'error' || event.event.endsWith('_ERROR') ? 'danger' : 'neutral',
    })
  })
}
