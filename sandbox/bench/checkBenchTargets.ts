import { START_UP_TARGET_KIB } from './startupBudget.js'
import type { PageFigures } from './summarizePage.js'

/** The kit's two ways in, each measured against the floor. */
export type KitPage = 'open' | 'connectButton'

/** One target for one kit page: what was measured, the floor's figure beside it, and the verdict. */
export type TargetCheck = { target: string; page: KitPage; measured: string; floor: string; met: boolean }

/** Issue "Instant": the click answers within one frame (16 ms), the first wallet within two (33 ms). */
const DIALOG_MS = 16
const FIRST_WALLET_MS = 33
/** The button paints at most this long after the floor's. */
const FIRST_PAINT_AFTER_FLOOR_MS = 30
/** The heap with the modal open, at most this many times the floor's. */
const HEAP_TIMES_FLOOR = 2

const kiB = (value: number) => `${value.toFixed(1)} KiB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const signed = (value: number, format: (value: number) => string) =>
  `${value >= 0 ? '+' : ''}${format(value)}`

type Target = {
  target: string
  check(kit: PageFigures, floor: PageFigures): Omit<TargetCheck, 'target' | 'page'>
}

const TARGETS: readonly Target[] = [
  {
    target: `JS gz before click <= ${START_UP_TARGET_KIB} KiB`,
    check: (kit, floor) => ({
      measured: `${kiB(kit.jsAtLoadKiB)} (floor ${signed(kit.jsAtLoadKiB - floor.jsAtLoadKiB, kiB)})`,
      floor: kiB(floor.jsAtLoadKiB),
      met: kit.jsAtLoadKiB <= START_UP_TARGET_KIB,
    }),
  },
  {
    target: `first paint <= floor + ${FIRST_PAINT_AFTER_FLOOR_MS} ms`,
    check: (kit, floor) => ({
      measured: `${ms(kit.buttonPaintMs)} (floor ${signed(kit.buttonPaintMs - floor.buttonPaintMs, ms)})`,
      floor: ms(floor.buttonPaintMs),
      met: kit.buttonPaintMs - floor.buttonPaintMs <= FIRST_PAINT_AFTER_FLOOR_MS,
    }),
  },
  {
    target: `click to dialog <= ${DIALOG_MS} ms`,
    check: (kit, floor) => ({
      measured: ms(kit.clickToDialogMs),
      floor: ms(floor.clickToDialogMs),
      met: kit.clickToDialogMs <= DIALOG_MS,
    }),
  },
  {
    target: `click to first wallet <= ${FIRST_WALLET_MS} ms`,
    check: (kit, floor) => ({
      measured: ms(kit.clickToFirstWalletMs),
      floor: ms(floor.clickToFirstWalletMs),
      met: kit.clickToFirstWalletMs <= FIRST_WALLET_MS,
    }),
  },
  {
    target: 'long tasks at load = 0',
    check: (kit, floor) => ({
      measured: `${kit.longTasksAtLoad} (TBT ${ms(kit.totalBlockingTimeMs)})`,
      floor: `${floor.longTasksAtLoad} (TBT ${ms(floor.totalBlockingTimeMs)})`,
      met: kit.longTasksAtLoad === 0,
    }),
  },
  {
    target: `heap, modal open <= ${HEAP_TIMES_FLOOR} x floor`,
    check: (kit, floor) => ({
      measured: `${kit.heapWithModalOpenMB.toFixed(1)} MB (${(kit.heapWithModalOpenMB / floor.heapWithModalOpenMB).toFixed(2)} x floor)`,
      floor: `${floor.heapWithModalOpenMB.toFixed(1)} MB`,
      met: kit.heapWithModalOpenMB <= HEAP_TIMES_FLOOR * floor.heapWithModalOpenMB,
    }),
  },
]

/**
 * Checks issue "Instant"'s targets for each kit page against the floor measured in the same run: JS gz before the
 * click within 100 KiB, first paint within 30 ms of the floor's, click to dialog within 16 ms and to the first wallet
 * within 33 ms, no long task at load, heap within twice the floor's.
 * @example checkBenchTargets({ floor, open, connectButton }).filter((check) => !check.met)
 */
export function checkBenchTargets(figures: Record<'floor' | KitPage, PageFigures>): TargetCheck[] {
  return TARGETS.flatMap(({ target, check }) =>
    (['open', 'connectButton'] as const).map((page) => ({
      target,
      page,
      ...check(figures[page], figures.floor),
    })),
  )
}
