import { useId } from 'react'
import { useStore } from 'zustand'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { themeRootProps } from '../../primitives/theme/themeRootProps.js'
import { ModalContent } from './ModalContent.js'
import { useModalStyles } from './useModalStyles.js'

/**
 * The modal rendered inline in the host page (embedded mode): the same header, views and toast as the dialog,
 * in a labelled region instead of a dialog, with no close button (spec 2: closing returns to Account or Connect).
 * @example const { EmbeddedModal } = await import('./EmbeddedModal.js')
 */
export function EmbeddedModal() {
  const kit = useKit()
  const theme = useStore(kit.store, (state) => state.theme)
  const titleId = useId()
  const t = useT()
  useModalStyles()
  return (
    <div
      data-walletkit-root=""
      data-embedded=""
      dir={t.dir}
      lang={t.locale}
      {...themeRootProps(theme, { '--wk-width': `${kit.options.width}px` })}
    >
      <section className="wk-dialog" aria-labelledby={titleId}>
        <ModalContent titleId={titleId} embedded />
      </section>
    </div>
  )
}
