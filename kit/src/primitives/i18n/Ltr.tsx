import type { ReactNode } from 'react'
import { useT } from './useT.js'

/**
 * Data that reads left to right whatever the language (an address, an amount, an email) inside a sentence: isolated
 * in a `<bdi dir="ltr">` when the shown locale is written right to left, as it is otherwise (no extra element).
 * @example <span>{t('common.balance')} <Ltr>{formatBalance(balance, 'ETH', t.locale)}</Ltr></span>
 */
export function Ltr({ children }: { children: ReactNode }) {
  const t = useT()
  return t.dir === 'rtl' ? <bdi dir="ltr">{children}</bdi> : children
}
