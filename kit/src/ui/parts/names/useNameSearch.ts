import { useCallback, useEffect, useState } from 'react'
import { NAME_SEARCH_DEBOUNCE } from '../../../config/nameConstants.js'
import { loadNameSuggestions, type NameSuggestions } from '../../../core/names/loadNameSuggestions.js'
import { parseNameLabel } from '../../../core/names/parseNameLabel.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/** Where the name field's check stands: nothing typed, waiting out the debounce, invalid, asking, answered, failed. */
export type NameSearch =
  | { status: 'empty' | 'typing' | 'checking' }
  | { status: 'invalid'; error: Error }
  | { status: 'done'; result: NameSuggestions }
  | { status: 'failed'; error: unknown }

/**
 * Checks the typed name once typing pauses (spec 9 default debounce, 500 ms): against spec 5's rule first, then
 * with the provider (suggestions and availability). A newer keystroke cancels the older check's request.
 * `retry` asks again after a failure.
 * @example const { search, retry } = useNameSearch(kit, input)
 */
export function useNameSearch(kit: WalletKit, input: string): { search: NameSearch; retry(): void } {
  const [search, setSearch] = useState<NameSearch>({ status: 'empty' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry runs the same check again
  useEffect(() => {
    if (input.trim() === '') {
      setSearch({ status: 'empty' })
      return
    }
    setSearch({ status: 'typing' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const parsed = parseNameLabel(input)
      if (!parsed.valid) return setSearch({ status: 'invalid', error: parsed.error })
      setSearch({ status: 'checking' })
      loadNameSuggestions(kit, { label: parsed.label, signal: controller.signal }).then(
        (result) => setSearch({ status: 'done', result }),
        (error: unknown) => {
          if (!controller.signal.aborted) setSearch({ status: 'failed', error })
        },
      )
    }, NAME_SEARCH_DEBOUNCE)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, input, attempt])
  return { search, retry }
}
