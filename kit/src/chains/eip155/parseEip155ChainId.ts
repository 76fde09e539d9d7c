import { UnknownError } from '../../errors/UnknownError.js'

/**
 * The chain id a wallet reports (hex as EIP-1193 says, though some send a number or decimal text) as a number.
 * Throws `UnknownError` for anything that is not a positive integer.
 * @example parseEip155ChainId('0x2105') // 8453
 */
export function parseEip155ChainId(value: unknown): number {
  const chainId = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new UnknownError({ details: `The wallet reported the chain id ${JSON.stringify(value)}` })
  return chainId
}

/**
 * A network's eip155 id as the hex quantity wallet methods take.
 * @example toHexChainId(8453) // '0x2105'
 */
export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}
