import { describe, expect, it, vi } from 'vitest'
import { LOG_LEVELS, type LogLevel } from '../../config/walletKitOptionsSchema.js'
import { createLogger } from './createLogger.js'

const fakeConsole = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() })

/** Logs one message at every level and returns which levels reached the console. */
function written(level: LogLevel) {
  const output = fakeConsole()
  const logger = createLogger({ level, console: output })
  const seen: string[] = []
  for (const method of ['error', 'warn', 'info', 'debug', 'trace'] as const) {
    logger[method](method)
    for (const [name, spy] of Object.entries(output)) {
      if (spy.mock.calls.length) seen.push(`${method}->${name}`)
      spy.mockClear()
    }
  }
  return seen
}

describe('createLogger', () => {
  it.each([
    ['silent', []],
    ['error', ['error->error']],
    ['warn', ['error->error', 'warn->warn']],
    ['info', ['error->error', 'warn->warn', 'info->info']],
    ['debug', ['error->error', 'warn->warn', 'info->info', 'debug->debug']],
    ['trace', ['error->error', 'warn->warn', 'info->info', 'debug->debug', 'trace->debug']],
  ] as const)('at level %s writes only %j to the console', (level, expected) => {
    expect(written(level)).toEqual(expected)
  })

  it('covers every log level of the options schema', () => {
    expect(LOG_LEVELS).toEqual(['silent', 'error', 'warn', 'info', 'debug', 'trace'])
  })

  it('prefixes messages and passes data along', () => {
    const output = fakeConsole()
    const logger = createLogger({ level: 'error', console: output })
    const failure = new TypeError('boom')
    logger.error('Failed to disconnect', failure)
    logger.error('Plain')
    expect(output.error.mock.calls).toEqual([
      ['[WalletKit] Failed to disconnect', failure],
      ['[WalletKit] Plain'],
    ])
  })

  it('follows a level changed after creation', () => {
    const output = fakeConsole()
    const logger = createLogger({ level: 'silent', console: output })
    logger.error('hidden')
    logger.level = 'debug'
    logger.debug('shown')
    expect(output.error).not.toHaveBeenCalled()
    expect(output.debug).toHaveBeenCalledWith('[WalletKit] shown')
  })

  it('keeps every record in the buffer, whatever the level', () => {
    vi.useFakeTimers({ now: 42 })
    const logger = createLogger({ level: 'silent', console: fakeConsole() })
    logger.trace('deep', { step: 1 })
    logger.error('bad')
    expect(logger.records()).toEqual([
      { level: 'trace', time: 42, message: 'deep', data: { step: 1 } },
      { level: 'error', time: 42, message: 'bad', data: undefined },
    ])
  })

  it('keeps at most 1,024,000 bytes of records, dropping the oldest first', () => {
    vi.useFakeTimers({ now: 0 })
    const logger = createLogger({ level: 'silent', console: fakeConsole() })
    // {"level":"error","time":0,"message":"…"} is 39 bytes of JSON around the message: each record is 102,400 bytes.
    const message = (index: number) => String(index).padEnd(102_400 - 39, '.')
    for (let index = 0; index < 10; index++) logger.error(message(index))
    expect(logger.records().map((record) => record.message[0])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ])
    logger.error(message(1).replace('1', 'X'))
    expect(logger.records().map((record) => record.message[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'X',
    ])
    logger.error('€') // 3 bytes in UTF-8: one more byte over, so one more record goes
    expect(logger.records()).toHaveLength(10)
    expect(logger.records()[0]?.message[0]).toBe('2')
  })

  it('drops a single record larger than the whole buffer and keeps the rest', () => {
    const logger = createLogger({ level: 'silent', maxBufferBytes: 200, console: fakeConsole() })
    logger.error('small')
    logger.error('x'.repeat(300))
    expect(logger.records().map((record) => record.message)).toEqual(['small'])
  })

  it('logs data that JSON cannot hold without throwing', () => {
    const output = fakeConsole()
    const logger = createLogger({ level: 'error', console: output })
    const circular: Record<string, unknown> = { name: 'loop' }
    circular.self = circular
    expect(() => {
      logger.error('circular', circular)
      logger.error('bigint', { value: 10n ** 30n })
      logger.error('function', () => 1)
      logger.error('symbol', Symbol('s'))
    }).not.toThrow()
    expect(logger.records().map((record) => record.message)).toEqual([
      'circular',
      'bigint',
      'function',
      'symbol',
    ])
    expect(output.error).toHaveBeenCalledWith('[WalletKit] circular', circular)
  })

  it('keeps a copy of the logged data, an error as its name and message, not the objects themselves', () => {
    vi.useFakeTimers({ now: 7 })
    const logger = createLogger({ level: 'silent', console: fakeConsole() })
    const failure = new TypeError('Image time-out', { cause: new DOMException('aborted', 'AbortError') })
    const details = { id: 'abc', tries: 1 }
    logger.debug('Wallet image abc did not load', failure)
    logger.info('retrying', details)
    details.tries = 2
    expect(logger.records()).toEqual([
      {
        level: 'debug',
        time: 7,
        message: 'Wallet image abc did not load',
        data: { name: 'TypeError', message: 'Image time-out' },
      },
      { level: 'info', time: 7, message: 'retrying', data: { id: 'abc', tries: 1 } },
    ])
    expect(logger.records()[0]?.data).not.toBe(failure)
  })

  it('counts an error by its name and message', () => {
    const logger = createLogger({ level: 'silent', maxBufferBytes: 200, console: fakeConsole() })
    logger.error('failed', new TypeError('y'.repeat(300)))
    expect(logger.records()).toEqual([])
  })
})
