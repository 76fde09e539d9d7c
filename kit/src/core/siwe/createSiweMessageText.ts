import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SiweConfig, SiweMessageParams } from '../../config/siweConfigSchema.js'
import { InvalidSiweMessageError } from '../../errors/InvalidSiweMessageError.js'

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
 * host sets them, the wallet's address (checksummed) and chain, issued now. Built by viem's SIWE helper. A field with a
 * line break or another control character (`\r` included, which viem lets through) throws `InvalidSiweMessageError`.
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
  assertOneLine({ ...params, resources: params.resources?.join(' '), nonce })
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

function assertOneLine(fields: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(fields))
    if (typeof value === 'string' && [...value].some(isLineBreaking))
      throw new InvalidSiweMessageError({ field })
}

/** A carriage return, a line feed, any other control character (C0, DEL, C1), or a Unicode line or paragraph separator. */
function isLineBreaking(character: string): boolean {
  const code = character.charCodeAt(0)
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029
}
