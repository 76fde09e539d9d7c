import type { Namespace } from '../../config/index.js'

/** The modal slice (spec 4): open flag, loading per namespace, shake for 500 ms. */
export type ModalState = {
  open: boolean
  loading: Partial<Record<Namespace, boolean>>
  shake: boolean
  /** The visitor ticked the legal checkbox of Connect (`features.legalCheckbox`); kept while the page lives. */
  legalAccepted: boolean
}

export const createModalState = (): ModalState => ({
  open: false,
  loading: {},
  shake: false,
  legalAccepted: false,
})
