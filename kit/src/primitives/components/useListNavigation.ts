import { type KeyboardEvent, useCallback } from 'react'

export type UseListNavigationParameters = {
  /** vertical lists answer Up/Down, horizontal ones (tabs) Left/Right; both answer Home and End. */
  orientation?: 'vertical' | 'horizontal'
  /** Called with the item that received focus (tabs select it). */
  onMove?: (item: HTMLElement) => void
}

const KEYS = {
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
} as const

/**
 * Arrow-key movement through the enabled `[data-list-item]` elements of a container, wrapping at the ends.
 * @example const navigation = useListNavigation(); <ul onKeyDown={navigation.onKeyDown}>...</ul>
 */
export function useListNavigation({ orientation = 'vertical', onMove }: UseListNavigationParameters = {}) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const keys = KEYS[orientation]
      if (![keys.next, keys.previous, 'Home', 'End'].includes(event.key)) return
      const items = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>('[data-list-item]:not(:disabled)'),
      )
      if (items.length === 0) return
      const current = items.indexOf(document.activeElement as HTMLElement)
      const last = items.length - 1
      const index =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : event.key === keys.next
              ? current === last
                ? 0
                : current + 1
              : current <= 0
                ? last
                : current - 1
      const target = items[index]
      if (!target) return
      event.preventDefault()
      target.focus()
      onMove?.(target)
    },
    [orientation, onMove],
  )
  return { onKeyDown }
}
