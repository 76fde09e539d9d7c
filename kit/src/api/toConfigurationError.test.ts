import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.js'
import { toConfigurationError } from './toConfigurationError.js'

const forbidden = (body: unknown) => new HttpStatusError({ status: 403, body: JSON.stringify(body) })

describe('toConfigurationError', () => {
  it('names the configuration problem the 403 body says', () => {
    const origin = toConfigurationError(
      forbidden({ error: 'Origin not allowed', reasons: [{ description: 'Origin not found on Allowlist' }] }),
    )
    expect([origin?.name, origin?.message, origin?.details]).toEqual([
      'OriginNotAllowedError',
      'Invalid App Configuration',
      "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
    ])
    const project = toConfigurationError(
      forbidden({ error: 'Invalid projectId', reasons: [{ description: 'Invalid project ID' }] }),
    )
    expect([project?.name, project?.message, project?.details]).toEqual([
      'InvalidProjectIdError',
      'Invalid App Configuration',
      "Invalid Project ID - update configuration in your provider's cloud dashboard",
    ])
    const missing = toConfigurationError(forbidden({ error: 'Project ID Not Configured' }))
    expect([missing?.name, missing?.message]).toEqual([
      'ProjectIdNotConfiguredError',
      'Project ID Not Configured',
    ])
  })

  it('finds the 403 behind a wrapping error', () => {
    const wrapped = new RequestTimeoutError({ cause: forbidden({ error: 'Origin not allowed' }) })
    expect(toConfigurationError(wrapped)?.name).toBe('OriginNotAllowedError')
  })

  it('leaves other failures alone: other statuses, a 403 that names no problem, non-kit errors', () => {
    expect(
      toConfigurationError(new HttpStatusError({ status: 500, body: 'Origin not allowed' })),
    ).toBeUndefined()
    expect(toConfigurationError(forbidden({ error: 'Rate limited' }))).toBeUndefined()
    expect(toConfigurationError(new HttpStatusError({ status: 403 }))).toBeUndefined()
    expect(toConfigurationError(new Error('Invalid project ID'))).toBeUndefined()
  })
})
