import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { describeTransaction as describeRaw } from './describeTransaction.js'
import type { TransactionLike } from './TransactionsState.js'

/** The description with its texts in English, as Activity reads them. */
const describeTransaction = (...args: Parameters<typeof describeRaw>) => inEnglish(describeRaw(...args))

const fungible = (symbol: string, numeric: string, direction: 'in' | 'out' | 'self') => ({
  fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.png` } },
  nft_info: null,
  direction,
  quantity: { numeric },
})
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`
const tx = (
  operationType: string,
  transfers: TransactionLike['transfers'],
  status = 'confirmed',
): TransactionLike => ({
  id: operationType,
  metadata: {
    minedAt: '2026-11-22T12:00:00Z',
    chain: 'eip155:1',
    operationType,
    status,
    hash,
    sentFrom: alice,
    sentTo: bob,
  },
  transfers,
})
const nft = (name: string, direction: 'in' | 'out', numeric = '1') => ({
  fungible_info: null,
  nft_info: {
    name,
    content: { preview: { url: 'https://nft.example/6887.png' } },
    flags: { is_spam: false },
  },
  direction,
  quantity: { numeric },
})

describe('describeTransaction', () => {
  it.each([
    ['send', 'out', 'Sent', '-1.500 WKT'],
    ['receive', 'in', 'Received', '+1.500 WKT'],
    ['mint', 'in', 'Minted', '+1.500 WKT'],
    ['approve', 'out', 'Approved', '-1.500 WKT'],
    ['execute', 'self', 'Executed', '1.500 WKT'],
  ] as const)(
    'titles a %s "%s" and signs its amount with 3 decimals (spec 5)',
    (type, direction, title, amount) => {
      expect(describeTransaction(tx(type, [fungible('WKT', '1.5', direction)]))).toMatchObject({
        title,
        amount,
      })
    },
  )

  it('shows what left the account for a trade, floored to 3 decimals like every quantity', () => {
    const trade = tx('trade', [fungible('USDC', '10.12345', 'in'), fungible('ETH', '0.0029996', 'out')])
    expect(describeTransaction(trade)).toMatchObject({
      title: 'Swapped',
      amount: '-0.002 ETH',
      assetName: 'ETH',
    })
  })

  it('skips transfers flagged spam, and reads failed and unknown types', () => {
    const spam = {
      nft_info: { name: '<img src=x onerror=alert(1)>', flags: { is_spam: true } },
      quantity: { numeric: '1' },
    }
    const mixed = tx('bridge', [spam, fungible('USDC', '2', 'in')], 'failed')
    expect(describeTransaction(mixed)).toMatchObject({
      title: 'Bridge',
      amount: '+2.000 USDC',
      status: 'failed',
      iconUrl: 'https://icons.example/USDC.png',
    })
  })

  it('names who received a send and who sent a receipt, with the hash, chain and time', () => {
    expect(describeTransaction(tx('send', [fungible('ETH', '1', 'out')]))).toMatchObject({
      counterparty: { role: 'to', address: bob },
      hash,
      chainId: 'eip155:1',
      time: '2026-11-22T12:00:00Z',
      status: 'confirmed',
    })
    expect(describeTransaction(tx('receive', [fungible('ETH', '1', 'in')])).counterparty).toEqual({
      role: 'from',
      address: alice,
    })
  })

  it("names a token transfer's own recipient and sender, not the token contract the transaction called", () => {
    const contract = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const sent = tx('send', [{ ...fungible('USDC', '2', 'out'), recipient: alice }])
    sent.metadata.sentTo = contract
    expect(describeTransaction(sent).counterparty).toEqual({ role: 'to', address: alice })
    const received = tx('receive', [{ ...fungible('USDC', '2', 'in'), sender: bob }])
    received.metadata.sentFrom = contract
    expect(describeTransaction(received).counterparty).toEqual({ role: 'from', address: bob })
  })

  it.each(['approve', 'trade', 'deploy'])('names no counterparty for a contract call (%s)', (type) => {
    expect(describeTransaction(tx(type, [fungible('ETH', '1', 'out')])).counterparty).toBeUndefined()
  })

  it('shows an NFT transfer as the NFT, not as "-1.000 Pixel Harbors #6887"', () => {
    const sent = describeTransaction(tx('send', [nft('Pixel Harbors #6887', 'out')]))
    expect(sent).toMatchObject({
      title: 'Sent',
      amount: undefined,
      nft: { name: 'Pixel Harbors #6887', imageUrl: 'https://nft.example/6887.png', count: 1 },
      counterparty: { role: 'to', address: bob },
    })
    expect(describeTransaction(tx('receive', [nft('Badge', 'in', '3')])).nft?.count).toBe(3)
    expect(describeTransaction(tx('send', [fungible('ETH', '1', 'out')])).nft).toBeUndefined()
  })

  it('has no amount for a transaction without transfers', () => {
    expect(describeTransaction(tx('deploy', []))).toMatchObject({ title: 'Deployed', amount: undefined })
  })
})
