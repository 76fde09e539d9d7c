import { type OnrampOrder, onrampProviderAddress } from '@walletkit/fixtures'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { SandboxError } from '../SandboxError.js'

/** What a paid order delivered: the transaction on the local chain and the amount, in the token's units. */
export type OnrampPayment = { hash: `0x${string}`; amount: string; symbol: string }

/** How long a delivery may wait to be mined (a chain that stopped mining must not hold the page forever). */
const MINED_WITHIN_MS = 15_000

/**
 * Delivers a paid order on its local chain: the onramp provider's account (impersonated on anvil) sends the quoted
 * amount of the token, or of the native coin, to the visitor's address, and the transaction is mined before this
 * resolves. Throws a SandboxError when the provider has run out of the asset (a sandbox reset refills it), or the chain
 * refuses or reverts the transfer.
 * @example const { hash } = await payOnrampOrder(order)
 */
export async function payOnrampOrder(order: OnrampOrder): Promise<OnrampPayment> {
  const { chain, asset, quote, address } = order
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const amount = quote.purchaseAmount.amount
  const units = parseUnits(amount, asset.token?.decimals ?? 18)
  const reader = createPublicClient({ transport })
  const held = await providerHolds(reader, order).catch((error: unknown) => {
    throw new SandboxError(`${chain.name} did not answer: ${reasonOf(error)}`, { cause: error })
  })
  if (held < units)
    throw new SandboxError(
      `The onramp has only ${formatUnits(held, asset.token?.decimals ?? 18)} ${asset.symbol} left on ${chain.name}, not ${amount}: reset the sandbox to refill it`,
    )
  let hash: `0x${string}`
  try {
    await createTestClient({ mode: 'anvil', transport }).impersonateAccount({
      address: onrampProviderAddress,
    })
    const wallet = createWalletClient({ account: onrampProviderAddress, transport })
    hash = asset.token
      ? await wallet.writeContract({
          address: asset.token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, units],
          chain: null,
        })
      : await wallet.sendTransaction({ to: address, value: units, chain: null })
  } catch (error) {
    throw new SandboxError(
      `${chain.name} refused the delivery of ${amount} ${asset.symbol}: ${reasonOf(error)}`,
      {
        cause: error,
      },
    )
  }
  const receipt = await reader
    .waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: MINED_WITHIN_MS })
    .catch((error: unknown) => {
      throw new SandboxError(`The delivery ${hash} was not mined on ${chain.name}: ${reasonOf(error)}`, {
        cause: error,
      })
    })
  if (receipt.status !== 'success')
    throw new SandboxError(`The delivery of ${amount} ${asset.symbol} reverted on ${chain.name} (${hash})`)
  return { hash, amount, symbol: asset.symbol }
}

/** What the provider holds of the order's asset on its chain, in the asset's smallest units. */
function providerHolds(reader: PublicClient, { asset }: OnrampOrder): Promise<bigint> {
  return asset.token
    ? reader.readContract({
        address: asset.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [onrampProviderAddress],
      })
    : reader.getBalance({ address: onrampProviderAddress })
}

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error) return String(error.shortMessage)
  return error instanceof Error ? error.message : String(error)
}
