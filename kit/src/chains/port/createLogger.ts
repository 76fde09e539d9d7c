import { LIMITS } from '../../config/constants.js'
import type { LogLevel } from '../../config/walletKitOptionsSchema.js'

const SEVERITY: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 }

export type LogRecord = { level: Exclude<LogLevel, 'silent'>; time: number; message: string; data?: unknown }

/**
 * The kit's logger: writes at or above its level to the console, and keeps every record in a bounded buffer as a
 * copy (JSON: an error as its name and message), never the logged objects themselves.
 */
export type Logger = {
  level: LogLevel
  error(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  debug(message: string, data?: unknown): void
  trace(message: string, data?: unknown): void
  /** Records kept so far, oldest first, at most 1,024,000 bytes of JSON (spec 9). */
  records(): readonly LogRecord[]
}

export type CreateLoggerParameters = {
  level: LogLevel
  maxBufferBytes?: number
  console?: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>
}

/**
 * Creates a per-instance logger.
 * @example const logger = createLogger({ level: 'error' }); logger.error('Failed to disconnect', error)
 */
export function createLogger({
  level,
  maxBufferBytes = LIMITS.logBufferBytes,
  console: output = globalThis.console,
}: CreateLoggerParameters): Logger {
  // Each record is kept as the JSON it was counted by, not as the live objects it was given: an Error held its
  // unformatted stack (the frames' receivers and closures, such as an aborted request's signal), so a buffer of
  // 1 MB of JSON held several MB (load soak).
  const buffer: { json: string; bytes: number }[] = []
  let bufferBytes = 0

  const keep = (record: LogRecord) => {
    const json = toJson(record)
    const bytes = new TextEncoder().encode(json).length
    if (bytes > maxBufferBytes) return
    buffer.push({ json, bytes })
    bufferBytes += bytes
    while (bufferBytes > maxBufferBytes) bufferBytes -= buffer.shift()?.bytes ?? 0
  }

  const write = (recordLevel: LogRecord['level']) => (message: string, data?: unknown) => {
    const record: LogRecord = { level: recordLevel, time: Date.now(), message, data }
    keep(record)
    if (SEVERITY[recordLevel] > SEVERITY[logger.level]) return
    const method = recordLevel === 'trace' ? 'debug' : recordLevel
    if (data === undefined) output[method](`[WalletKit] ${message}`)
    else output[method](`[WalletKit] ${message}`, data)
  }

  const logger: Logger = {
    level,
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    records: () => buffer.map((entry) => JSON.parse(entry.json) as LogRecord),
  }
  return logger
}

/** The record as JSON: an error as its name and message, a bigint as text; without its data when that cannot be. */
function toJson(record: LogRecord): string {
  try {
    return JSON.stringify(record, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message }
        : typeof value === 'bigint'
          ? String(value)
          : value,
    )
  } catch {
    return JSON.stringify({ level: record.level, time: record.time, message: record.message })
  }
}
