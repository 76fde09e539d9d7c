import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { SendAmountPrecisionError } from '../../errors/SendAmountPrecisionError.js'
import { buildSendTransaction } from './buildSendTransaction.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wkt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('buildSendTransaction', () => {
  it('sends the native token as value, exactly in wei', () => {
    const request = buildSendTransaction({
      from,
      receiverAddress: bob,
      amount: '1.5',
      token: { address: undefined, symbol: 'ETH', quantity: { decimals: '18', numeric: '10' } },
    })
    expect(request).toEqual({ from, to: bob, value: '0x14d1120d7b160000' })
  })

  it('sends an ERC-20 token as transfer(receiver, amount) to its contract', () => {
    const request = buildSendTransaction({
      from,
      receiverAddress: bob,
      amount: '1.5',
      token: { address: `eip155:1:${wkt}`, symbol: 'WKT', quantity: { decimals: '6', numeric: '10' } },
    })
    expect(request.to).toBe(wkt)
    expect(request.value).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [bob, 1_500_000n],
    })
  })

  it('refuses more decimals than the token has instead of rounding 0.0000004 USDC to a zero-unit transfer', () => {
    const usdc = { address: `eip155:1:${wkt}`, symbol: 'USDC', quantity: { decimals: '6', numeric: '10' } }
    const build = (amount: string) => () =>
      buildSendTransaction({ from, receiverAddress: bob, amount, token: usdc })
    expect(build('0.0000004')).toThrow(SendAmountPrecisionError)
    expect(build('0.0000004')).toThrow('USDC allows at most 6 decimals')
    expect(build('1.0000001')).toThrow(SendAmountPrecisionError)
    expect(build('0.000000')).toThrow(InvalidSendParametersError)
    expect(build('0.000001')).not.toThrow()
  })
})
