import { describe, expect, it, vi } from 'vitest'
import { watchAnswers } from './watchAnswers.js'

describe('watchAnswers', () => {
  it('passes each call through and tells how it ended: undefined for a success, the error for a failure', async () => {
    const failure = new Error('HTTP status code: 403')
    const client = {
      prefix: 'id-',
      async name(id: string) {
        return `${this.prefix}${id}`
      },
      async fail() {
        throw failure
      },
    }
    const onAnswer = vi.fn()
    const watched = watchAnswers(client, onAnswer)

    expect(await watched.name('7')).toBe('id-7')
    expect(onAnswer).toHaveBeenLastCalledWith(undefined)
    await expect(watched.fail()).rejects.toBe(failure)
    expect(onAnswer).toHaveBeenLastCalledWith(failure)
    expect(onAnswer).toHaveBeenCalledTimes(2)
    expect(watched.prefix).toBe('id-')
  })
})
