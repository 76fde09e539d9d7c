import { describe, expect, it } from 'vitest'
import { summariseRequest } from './summariseRequest.js'

const ALICE = '0x00000000000000000000000000000000000a11ce'

describe('summariseRequest', () => {
  it('shows a personal_sign message as text', () => {
    expect(summariseRequest('personal_sign', ['0x48656c6c6f', ALICE])).toEqual({
      title: 'Sign message',
      lines: [{ label: 'Message', value: 'Hello' }],
    })
  })

  it('shows bytes that are not text as hex', () => {
    expect(summariseRequest('personal_sign', ['0x00ff01', ALICE]).lines[0]?.value).toBe('0x00ff01')
  })

  it('shows the full recipient, the exact amount and undecoded data of a transaction', () => {
    expect(
      summariseRequest('eth_sendTransaction', [
        { from: ALICE, to: ALICE, value: '0x38d7ea4c68000', data: '0xa9059cbb' },
      ]),
    ).toEqual({
      title: 'Send transaction',
      lines: [
        { label: 'To', value: ALICE },
        { label: 'Amount', value: '0.001 ETH' },
        { label: 'Data', value: '0xa9059cbb (4 bytes, not decoded)' },
      ],
    })
  })

  it("shows typed data's domain, type and message", () => {
    const typed = { domain: { name: 'Example' }, primaryType: 'Mail', message: { to: ALICE } }
    expect(summariseRequest('eth_signTypedData_v4', [ALICE, JSON.stringify(typed)]).lines).toEqual([
      { label: 'Domain', value: JSON.stringify({ name: 'Example' }, null, 2) },
      { label: 'Type', value: 'Mail' },
      { label: 'Message', value: JSON.stringify({ to: ALICE }, null, 2) },
    ])
  })

  it('lists each call of wallet_sendCalls', () => {
    const summary = summariseRequest('wallet_sendCalls', [{ calls: [{ to: ALICE, value: '0x0' }] }])
    expect(summary.title).toBe('Send 1 call')
    expect(summary.lines).toEqual([
      { label: 'Call 1: To', value: ALICE },
      { label: 'Call 1: Amount', value: '0 ETH' },
    ])
  })
})
