import { LIMITS } from '../../config/constants.js'
import type { LogLevel } from '../../config/walletKitOptionsSchema.js'

const SEVERITY: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 }

export type LogRecord = { level: Exclude<LogLevel, 'silent'>; time: number; message: string; data?: unknown }

/** The kit's logger: writes at or above its level to the console, and keeps every record in a bounded buffer. */
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
  const buffer: { record: LogRecord; bytes: number }[] = []
  let bufferBytes = 0

  const keep = (record: LogRecord) => {
    const bytes = byteLength(record)
    if (bytes > maxBufferBytes) return
    buffer.push({ record, bytes })
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
    records: () => buffer.map((entry) => entry.record),
  }
  return logger
}

function byteLength(record: LogRecord): number {
  let text: string
  try {
    text = JSON.stringify(record, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message }
        : typeof value === 'bigint'
          ? String(value)
          : value,
    )
  } catch {
    text = `${record.level} ${record.message}`
  }
  return new TextEncoder().encode(text).length
}
