import { describe, expect, it } from 'vitest'
import { toFrameError } from './toFrameError.js'

describe('toFrameError', () => {
  it('says "An error occurred" for an ERROR without a message', () => {
    expect(toFrameError(undefined, 'CONNECT_OTP').message).toBe('An error occurred')
  })

  it("keeps the frame's own message", () => {
    expect(toFrameError('Invalid code', 'CONNECT_OTP').message).toBe('Invalid code')
  })

  it('turns the configuration refusals into the alerts of spec 8', () => {
    const origin = toFrameError('Invalid App Configuration: Origin not found on Allowlist', 'CONNECT_EMAIL')
    expect([origin.name, origin.message]).toEqual(['OriginNotAllowedError', 'Invalid App Configuration'])
    const project = toFrameError('Invalid Project ID', 'IS_CONNECTED')
    expect([project.name, project.message]).toEqual(['InvalidProjectIdError', 'Invalid App Configuration'])
    const session = toFrameError('JWT validation error: JWT Token is not yet valid', 'IS_CONNECTED')
    expect([session.name, session.message]).toEqual(['SessionExpiredError', 'Session Expired'])
  })
})

describe('toFrameError for RPC answers', () => {
  it("turns a rejection in the frame's consent screen into the user-rejected error (4001)", () => {
    const error = toFrameError('User rejected the request', 'RPC_REQUEST')
    expect([error.name, (error as { code?: number }).code]).toEqual(['UserRejectedRequestError', 4001])
  })

  it("turns the frame's refusal of a method into RpcMethodNotAllowedError", () => {
    expect(toFrameError('Requested RPC call is not allowed', 'RPC_REQUEST').name).toBe(
      'RpcMethodNotAllowedError',
    )
  })
})
