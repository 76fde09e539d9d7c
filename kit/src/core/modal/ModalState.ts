import type { Namespace } from '../../config/index.js'

/** The modal slice (spec 4): open flag, loading per namespace, shake for 500 ms. */
export type ModalState = {
  open: boolean
  loading: Partial<Record<Namespace, boolean>>
  shake: boolean
}

export const createModalState = (): ModalState => ({ open: false, loading: {}, shake: false })
