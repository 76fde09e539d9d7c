import { sandboxAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { readWalletAccounts } from './readWalletAccounts.js'

const labels = (href: string) => readWalletAccounts(href, sandboxAccounts).map((account) => account.label)

describe('readWalletAccounts', () => {
  it('puts the account ?account= names first, whatever its case', () => {
    expect(labels('http://127.0.0.1:5173/?account=DAVE')).toEqual(['Dave', 'Alice', 'Bob', 'Carol'])
  })

  it("keeps the world's order without the parameter or for an unknown name", () => {
    expect(labels('http://127.0.0.1:5173/')).toEqual(['Alice', 'Bob', 'Carol', 'Dave'])
    expect(labels('http://127.0.0.1:5173/?account=eve')).toEqual(['Alice', 'Bob', 'Carol', 'Dave'])
  })
})
