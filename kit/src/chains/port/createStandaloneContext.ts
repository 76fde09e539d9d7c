import { createKitStorage } from '../../utils/createKitStorage.js'
import { createTimers } from '../../utils/createTimers.js'
import type { ChainAdapterContext } from '../ChainAdapterPort.js'
import { createLogger } from './createLogger.js'
import { createPendingRequests } from './createPendingRequests.js'

/**
 * What an adapter uses until a kit attaches it (an adapter used on its own, in a test): its own registry, timers and
 * a silent logger, in-memory storage, no RPC settings.
 * @example const context = createStandaloneContext()
 */
export function createStandaloneContext(): ChainAdapterContext {
  const memory = new Map<string, string>()
  return {
    networks: [],
    storage: createKitStorage({
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    }),
    pending: createPendingRequests(),
    rpc: undefined,
    timers: createTimers(),
    logger: createLogger({ level: 'silent' }),
  }
}
