import { useMemo } from 'react'
import { useStore } from 'zustand'
import { buttonMessages } from '../../i18n/locales/en/buttonMessages.js'
import type { Catalogue } from '../../i18n/Messages.js'
import { useKit } from '../context/useKit.js'
import { createTranslator, type Translate } from './createTranslator.js'

/** Before any catalogue is loaded (the server, the first paint): the buttons' few English texts, inline. */
const STARTUP_CATALOGUE: Catalogue = { locale: 'en', messages: buttonMessages }

/**
 * The translate function of the kit's loaded catalogue: `t('connect.title')`, `t('send.balance', { amount })`,
 * with `t.locale` for number and date formats and `t.dir`. Re-renders when the locale changes. Until a catalogue
 * loads (on the server too) it knows only the buttons' English texts, so server and first client render agree.
 * @example const t = useT(); <h2>{t('networks.title')}</h2>
 */
export function useT(): Translate {
  const kit = useKit()
  const catalogue = useStore(kit.store, (state) => state.locale.catalogue)
  return useMemo(() => createTranslator(catalogue ?? STARTUP_CATALOGUE), [catalogue])
}
