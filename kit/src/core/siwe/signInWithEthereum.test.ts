// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { connectSiweWallet, createSiweTestKit, hostSiwe, siweWallet } from '../../test/createSiweTestKit.js'
import { signInWithEthereum } from './signInWithEthereum.js'

describe('signInWithEthereum', () => {
  it('has the wallet sign the message, the host verify it, and returns the session', async () => {
    const host = hostSiwe()
    const { kit, requests } = createSiweTestKit(host.siwe)
    connectSiweWallet(kit)
    expect(await signInWithEthereum(kit)).toEqual({ address: siweWallet.address, chainId: 1 })
    expect(requests[0]?.method).toBe('personal_sign')
    expect(host.log).toEqual([`onSignIn ${siweWallet.address}`])
  })

  it('rejects when the host does not verify the signature, and when the wallet refuses', async () => {
    const refused = hostSiwe({ verifyMessage: async () => false })
    const { kit } = createSiweTestKit(refused.siwe)
    connectSiweWallet(kit)
    await expect(signInWithEthereum(kit)).rejects.toThrow('The signature could not be verified')
    const declined = createSiweTestKit(hostSiwe().siwe, { refuse: true })
    connectSiweWallet(declined.kit)
    await expect(signInWithEthereum(declined.kit)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
