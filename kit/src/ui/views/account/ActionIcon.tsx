/** The glyphs of the account features, as 24-unit strokes like the modal's own icons. */
const PATHS = {
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5h.01',
  activity: 'M4 12h4l3-7 3 14 3-7h3',
} as const

export type ActionIconName = keyof typeof PATHS

/**
 * A decorative icon of the account features (hidden from assistive technology: the control around it is named).
 * @example <button><ActionIcon name="send" />Send</button>
 */
export function ActionIcon({ name, size = 20 }: { name: ActionIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
