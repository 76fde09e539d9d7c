/** One debug alert as the modal shows it (spec 8): the error's class name, title and details. */
type DebugAlert = { name: string; message: string; details: string | undefined }

/** The debug alerts slice (spec 8, debug mode only): the alerts on screen, and the kinds already shown. */
export type DebugAlertsState = {
  /** Alerts not yet dismissed, oldest first; the modal shows the last. */
  shown: DebugAlert[]
  /** Error class names already shown once: not shown again until a success resets them. */
  reported: string[]
}

export const createDebugAlertsState = (): DebugAlertsState => ({ shown: [], reported: [] })
