import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SiweConfig, SiweMessageParams } from '../../config/siweConfigSchema.js'

export type CreateSiweMessageTextParameters = {
  siwe: SiweConfig
  address: string
  chainId: number
  /** The page the visitor is on; domain and uri default to its host and origin. */
  location: { host: string; origin: string }
  now?: Date | undefined
}

/**
 * The EIP-4361 message to sign: nonce and fields from the host's callbacks, domain and uri from the page unless the
 * host sets them, the wallet's address (checksummed) and chain, issued now. Built by viem's SIWE helper.
 * @example await createSiweMessageText({ siwe, address, chainId: 1, location: window.location })
 */
export async function createSiweMessageText({
  siwe,
  address,
  chainId,
  location,
  now = new Date(),
}: CreateSiweMessageTextParameters): Promise<string> {
  const none: SiweMessageParams = {}
  const [nonce, params] = await Promise.all([siwe.getNonce(address), siwe.getMessageParams?.() ?? none])
  return createSiweMessage({
    domain: params.domain ?? location.host,
    uri: params.uri ?? location.origin,
    statement: params.statement,
    expirationTime: params.expirationTime,
    notBefore: params.notBefore,
    requestId: params.requestId,
    resources: params.resources,
    address: getAddress(address),
    chainId,
    nonce,
    version: '1',
    issuedAt: now,
  })
}
