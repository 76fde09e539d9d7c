import { describe, expect, it } from 'vitest'
import { TransactionsAccountAddressRequiredError } from '../../errors/TransactionsAccountAddressRequiredError.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import {
  type FetchTransactionsParameters,
  fetchTransactions,
  type TransactionsPage,
} from './fetchTransactions.js'
import { resetTransactions } from './resetTransactions.js'
import type { TransactionLike } from './TransactionsState.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const spam = { nft_info: { flags: { is_spam: true } } }
const tx = (
  id: string,
  chain = 'eip155:1',
  transfers: TransactionLike['transfers'] = [{}],
): TransactionLike => ({
  id,
  metadata: { minedAt: '2024-05-15T12:00:00Z', chain },
  transfers,
})

/** The history call as a fake: answers with the given pages in order and records each query. */
function pages(...answers: (TransactionsPage | Error)[]) {
  const queries: Parameters<FetchTransactionsParameters['fetchPage']>[0][] = []
  const fetchPage: FetchTransactionsParameters['fetchPage'] = async (query) => {
    queries.push(query)
    const answer = answers.shift()
    if (!answer || answer instanceof Error) throw answer ?? new Error('no page')
    return answer
  }
  return { fetchPage, queries }
}

const ids = (kit: ReturnType<typeof createTestKit>) =>
  kit.store.getState().transactions.transactions.map(({ id }) => id)

describe('fetchTransactions', () => {
  it('throws "Transactions can\'t be fetched without an accountAddress" and fetches nothing', async () => {
    const kit = createTestKit()
    const history = pages({ data: [] })
    await expect(fetchTransactions(kit, { accountAddress: undefined, ...history })).rejects.toThrow(
      TransactionsAccountAddressRequiredError,
    )
    await expect(
      fetchTransactions(kit, { accountAddress: '', ...history }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[TransactionsAccountAddressRequiredError: Transactions can't be fetched without an accountAddress]`,
    )
    expect(history.queries).toEqual([])
  })

  it('is loading while the page is on its way', async () => {
    const kit = createTestKit()
    let answer: (page: TransactionsPage) => void = () => undefined
    const pending = fetchTransactions(kit, {
      accountAddress: address,
      fetchPage: () => new Promise((resolve) => (answer = resolve)),
    })
    expect(kit.store.getState().transactions.loading).toBe(true)
    answer({ data: [tx('1')] })
    await pending
    expect(kit.store.getState().transactions.loading).toBe(false)
  })

  it('appends each page and follows the next cursor on the active chain', async () => {
    const kit = createTestKit()
    const history = pages({ data: [tx('1'), tx('2')], next: 'page-2' }, { data: [tx('3')] })
    await fetchTransactions(kit, { accountAddress: address, ...history })
    expect(kit.store.getState().transactions).toMatchObject({ empty: false, next: 'page-2' })
    await fetchTransactions(kit, { accountAddress: address, ...history })
    expect(ids(kit)).toEqual(['1', '2', '3'])
    expect(kit.store.getState().transactions.next).toBeUndefined()
    expect(history.queries).toEqual([
      { account: address, cursor: undefined, chainId: 'eip155:1' },
      { account: address, cursor: 'page-2', chainId: 'eip155:1' },
    ])
  })

  it('is empty when the account has no transactions', async () => {
    const kit = createTestKit()
    await fetchTransactions(kit, { accountAddress: address, ...pages({ data: [], next: null }) })
    expect(kit.store.getState().transactions).toMatchObject({
      transactions: [],
      empty: true,
      next: undefined,
    })
  })

  it('drops transactions whose every transfer is spam and those of another chain', async () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.base)
    const page = {
      data: [
        tx('all-spam', 'eip155:8453', [spam, spam]),
        tx('some-spam', 'eip155:8453', [spam, {}]),
        tx('mainnet', 'eip155:1'),
        { ...tx('no-chain'), metadata: { minedAt: '2024-05-15T12:00:00Z' } },
        tx('base', 'eip155:8453'),
      ],
    }
    await fetchTransactions(kit, { accountAddress: address, ...pages(page) })
    expect(ids(kit)).toEqual(['some-spam', 'base'])
  })

  it('on failure: sets empty, clears the cursor, shows the toast and tracks ERROR_FETCH_TRANSACTIONS', async () => {
    const kit = createTestKit({ projectId: 'project' })
    const events: WalletKitEvent[] = []
    kit.events.subscribe((event) => events.push(event))
    const history = pages({ data: [tx('1')], next: 'page-2' }, new Error('HTTP status code: 500'))
    await fetchTransactions(kit, { accountAddress: address, ...history })
    await fetchTransactions(kit, { accountAddress: address, ...history })
    const state = kit.store.getState()
    expect(state.transactions).toMatchObject({ loading: false, empty: true, next: undefined })
    expect(ids(kit)).toEqual(['1'])
    expect(inEnglish(state.toast.toast)).toEqual({
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    expect(events).toMatchObject([
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address, projectId: 'project', cursor: 'page-2' },
      },
    ])
  })

  it('drops a page that arrives after the list was reset', async () => {
    const kit = createTestKit()
    let answer: (page: TransactionsPage) => void = () => undefined
    const pending = fetchTransactions(kit, {
      accountAddress: address,
      fetchPage: () => new Promise((resolve) => (answer = resolve)),
    })
    resetTransactions(kit)
    answer({ data: [tx('stale')], next: 'stale-cursor' })
    await pending
    expect(kit.store.getState().transactions).toMatchObject({
      transactions: [],
      next: undefined,
      loading: false,
    })
  })

  it('ignores the failure of a fetch overtaken by a newer one', async () => {
    const kit = createTestKit()
    let fail: (error: Error) => void = () => undefined
    const first = fetchTransactions(kit, {
      accountAddress: address,
      fetchPage: () => new Promise((_resolve, reject) => (fail = reject)),
    })
    await fetchTransactions(kit, { accountAddress: address, ...pages({ data: [tx('1')] }) })
    fail(new Error('late failure'))
    await first
    expect(kit.store.getState().transactions).toMatchObject({ empty: false, loading: false })
    expect(inEnglish(kit.store.getState().toast.toast)).toBeUndefined()
  })

  it('asks without a chain when there is no active network', async () => {
    const kit = createTestKit()
    kit.store.setState((state) => ({ networks: { ...state.networks, eip155: undefined } }))
    const history = pages({ data: [tx('1')] })
    await fetchTransactions(kit, { accountAddress: address, ...history })
    expect(history.queries[0]?.chainId).toBeUndefined()
  })
})
