import { describe, expect, it } from 'vitest'
import type { SmartSession } from '../../api/smartSessionSchema.js'
import { inEnglish } from '../../test/inEnglish.js'
import { describeSmartSession } from './describeSmartSession.js'

const NOW = Date.UTC(2026, 10, 24)
const session: SmartSession = {
  project: { id: 'a', name: 'Sandbox Dapp', url: 'https://dapp.example', iconUrl: undefined },
  pci: 'pci-1',
  expiry: Date.UTC(2027, 2, 1) / 1000,
  createdAt: Date.UTC(2026, 2, 1) / 1000,
  revokedAt: undefined,
  permissions: [
    {
      type: 'contract-call',
      data: {
        address: '0x3d6cef806abb9ea66cc44cb6a002fa6cfc824029',
        functions: [{ functionName: 'transfer(address,uint256)' }, { functionName: 'approve' }],
      },
    },
  ],
  policies: [{ type: 'spending-limit', data: { limit: '1' } }],
  context: undefined,
}

describe('describing a smart session', () => {
  it('says what an active session may do: the calls and target, then its policies', () => {
    expect(inEnglish(describeSmartSession(session, NOW))).toEqual({
      status: 'active',
      grants: ['Call transfer, approve on 0x3D…824029', 'Spending limit'],
    })
  })

  it('is expired once its expiry has passed, and revoked whenever a revocation time is known', () => {
    expect(describeSmartSession(session, session.expiry * 1000).status).toBe('expired')
    expect(describeSmartSession({ ...session, revokedAt: 1 }, NOW).status).toBe('revoked')
    expect(describeSmartSession({ ...session, revokedAt: 1 }, session.expiry * 1000 + 1).status).toBe(
      'revoked',
    )
  })

  it('names unknown permission types in words, and skips policies without a type', () => {
    const odd: SmartSession = {
      ...session,
      permissions: [
        { type: 'native-token-recurring-allowance', data: null },
        { type: 'contract-call', data: 'not an object' },
      ],
      policies: [{ limit: 3 }],
    }
    expect(inEnglish(describeSmartSession(odd, NOW).grants)).toEqual([
      'Native token recurring allowance',
      'Contract calls',
    ])
  })
})
