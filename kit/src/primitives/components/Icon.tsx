/** The few glyphs the modal draws, as 24-unit strokes. */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7',
  external: 'M14 5h5v5M19 5l-8 8M18 14v5H5V6h5',
  chevron: 'M9 6l6 6-6 6',
  /** A chevron pointing down (a picker that opens a list): the same in either writing direction. */
  expand: 'M6 9l6 6 6-6',
  warning:
    'M12 8v5M12 16.5v.5M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
  disconnect: 'M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4M16 16l4-4-4-4M20 12H9',
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  buy: 'M3 6h18v12H3zM3 10h18M7 15h4',
  swap: 'M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4',
  wallet:
    'M4 7a2 2 0 0 1 2-2h11v3M4 7v11a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-1zM16 13.5h.01',
} as const

export type IconName = keyof typeof PATHS

export type IconProps = { name: IconName; size?: number }

/**
 * A decorative icon (hidden from assistive technology: the button around it carries the name).
 * @example <button aria-label="Close"><Icon name="close" /></button>
 */
export function Icon({ name, size = 20 }: IconProps) {
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
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
