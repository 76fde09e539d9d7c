import type { KitPage, TargetCheck } from './checkBenchTargets.js'
import type { PageFigures } from './summarizePage.js'

/** The peers as issue "Instant" measured them on the same kind of harness (not re-measured here). */
const PEERS_STUDY = [
  {
    host: 'RainbowKit 2.2.11',
    js: '639.8 KiB',
    paint: '394 ms',
    dialog: '70 ms',
    longTasks: '1',
    heap: '7.8 MB',
  },
  {
    host: 'ConnectKit 1.9.2',
    js: '530.2 KiB',
    paint: '417 ms',
    dialog: '100 ms',
    longTasks: '1',
    heap: '8.3 MB',
  },
  {
    host: 'Reown AppKit 1.8.24',
    js: '731.6 KiB',
    paint: '724 ms',
    dialog: '164 ms',
    longTasks: '1',
    heap: '9.9 MB',
  },
] as const

const LABELS: Record<'floor' | KitPage, string> = {
  floor: 'React 19 + a hand-made modal (the floor)',
  open: "WalletKit, host's own button calling `open()`",
  connectButton: 'WalletKit, `<ConnectButton/>`',
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`

/**
 * The bench's table in the shape of issue "Instant": the floor and the kit's two ways in, measured in this run, then
 * the peers study's figures.
 * @example console.log(formatBenchTable({ floor, open, connectButton }).join('\n'))
 */
export function formatBenchTable(figures: Record<'floor' | KitPage, PageFigures>): string[] {
  const header = [
    'host app',
    'JS gz at load',
    'JS gz preloaded at idle',
    'JS gz on open',
    'first paint (button visible)',
    'click to dialog',
    'click to first wallet',
    'long tasks at load',
    'TBT at load',
    'heap, modal open',
  ]
  const measured = (['floor', 'open', 'connectButton'] as const).map((page) => {
    const shown = figures[page]
    return row([
      LABELS[page],
      `${shown.jsAtLoadKiB.toFixed(1)} KiB`,
      shown.jsAtIdleKiB > 0 ? `+${shown.jsAtIdleKiB.toFixed(1)} KiB` : '0',
      formatOnOpen(shown),
      `${shown.buttonPaintMs.toFixed(0)} ms`,
      `${shown.clickToDialogMs.toFixed(0)} ms`,
      `${shown.clickToFirstWalletMs.toFixed(0)} ms`,
      String(shown.longTasksAtLoad),
      `${shown.totalBlockingTimeMs.toFixed(0)} ms`,
      `${shown.heapWithModalOpenMB.toFixed(1)} MB`,
    ])
  })
  const peers = PEERS_STUDY.map((peer) =>
    row([
      `${peer.host} (peers study)`,
      peer.js,
      '–',
      '–',
      peer.paint,
      peer.dialog,
      '–',
      peer.longTasks,
      '–',
      peer.heap,
    ]),
  )
  return [row(header), row(header.map(() => '---')), ...measured, ...peers]
}

/** The scripts the click loads, and those the hover loaded before it when there were any. */
function formatOnOpen({ jsOnHoverKiB, jsOnOpenKiB }: PageFigures): string {
  const open = jsOnOpenKiB > 0 ? `+${jsOnOpenKiB.toFixed(1)} KiB` : '0'
  return jsOnHoverKiB > 0 ? `+${jsOnHoverKiB.toFixed(1)} KiB on hover, ${open} on click` : open
}

/**
 * The targets block: one line a target and kit page, with the measured figure, the floor's and met or missed.
 * @example console.log(formatTargets(checkBenchTargets(figures)).join('\n'))
 */
export function formatTargets(checks: readonly TargetCheck[]): string[] {
  return [
    row(['target', 'page', 'measured', 'floor', 'verdict']),
    row(['---', '---', '---', '---', '---']),
    ...checks.map((check) =>
      row([check.target, LABELS[check.page], check.measured, check.floor, check.met ? 'met' : 'missed']),
    ),
  ]
}
