import { describe, expect, it } from 'vitest'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import type { SendForm } from './SendState.js'
import { validateSendForm } from './validateSendForm.js'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const form = (fields: Partial<SendForm>): SendForm => ({
  tokenAddress: undefined,
  amount: '0.5',
  receiverAddress: evmAddress,
  receiverProfileName: undefined,
  ...fields,
})

describe('validateSendForm', () => {
  it('returns the amount, receiver and token of a valid form', () => {
    expect(validateSendForm(form({ tokenAddress: '0xtoken' }), 'eip155')).toEqual({
      amount: '0.5',
      receiverAddress: evmAddress,
      tokenAddress: '0xtoken',
    })
  })

  it.each([
    ['no amount', { amount: undefined }],
    ['an empty amount', { amount: '' }],
    ['a zero amount', { amount: '0' }],
    ['a negative amount', { amount: '-1' }],
    ['an amount that is not a number', { amount: '1e3' }],
    ['no receiver', { receiverAddress: undefined }],
    ['an empty receiver', { receiverAddress: '  ' }],
    ['a receiver that is not an EVM address', { receiverAddress: '0x1234' }],
  ])('rejects a form with %s', (_name, fields) => {
    expect(() => validateSendForm(form(fields), 'eip155')).toThrow(InvalidSendParametersError)
  })

  it('says "Please enter a valid amount and receiver address"', () => {
    expect(() => validateSendForm(form({ amount: undefined }))).toThrowErrorMatchingInlineSnapshot(
      `[InvalidSendParametersError: Please enter a valid amount and receiver address]`,
    )
  })

  it('accepts decimal amounts written with a leading or trailing point', () => {
    expect(validateSendForm(form({ amount: '.5' }), 'eip155').amount).toBe('.5')
    expect(validateSendForm(form({ amount: '2.' }), 'eip155').amount).toBe('2.')
  })

  it('checks a Solana receiver as a Solana address', () => {
    expect(validateSendForm(form({ receiverAddress: solanaAddress }), 'solana').receiverAddress).toBe(
      solanaAddress,
    )
    expect(() => validateSendForm(form({ receiverAddress: evmAddress }), 'solana')).toThrow(
      InvalidSendParametersError,
    )
  })

  it('needs only a receiver without spaces where the namespace has no address rule', () => {
    expect(
      validateSendForm(form({ receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }), 'bip122'),
    ).toBeTruthy()
    expect(() => validateSendForm(form({ receiverAddress: 'two words' }))).toThrow(InvalidSendParametersError)
  })
})
