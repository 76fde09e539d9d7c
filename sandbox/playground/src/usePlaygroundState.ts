import { useSyncExternalStore } from 'react'
import type { PlaygroundController, PlaygroundState } from './createPlaygroundController.js'

/**
 * The controller's current snapshot; re-renders when it changes.
 * @example const { scenario, wallet, mode } = usePlaygroundState(controller)
 */
export function usePlaygroundState(controller: PlaygroundController): PlaygroundState {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot)
}
