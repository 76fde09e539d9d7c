import type { SolanaTransfer } from '../../chains/solana/buildSolanaTransfer.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import type { WalletKit } from '../WalletKit.js'
import { parseSendAmount } from './parseSendAmount.js'

export type SolanaTransferForParameters = {
  from: string
  receiverAddress: string
  /** The decimal amount as typed. */
  amount: string
  token: Pick<AccountTokenBalance, 'address' | 'symbol' | 'quantity'>
  network: CaipNetwork
}

/**
 * The unsigned Solana transfer of a send, built with the kit's RPC settings (the builder and @solana/web3.js load
 * here, never at start-up). The token's CAIP-10 address names its mint; a token without one is SOL. Amounts are
 * exact: more decimals than the token has throw `SendAmountPrecisionError`, zero units `InvalidSendParametersError`.
 * @example const { transaction } = await solanaTransferFor(kit, { from, receiverAddress, amount: '0.5', token, network })
 */
export async function solanaTransferFor(
  kit: WalletKit,
  { from, receiverAddress, amount, token, network }: SolanaTransferForParameters,
): Promise<SolanaTransfer> {
  const units = parseSendAmount(amount, token)
  const mintAddress = token.address?.split(':').at(-1)
  const { buildSolanaTransfer } = await import('../../chains/solana/buildSolanaTransfer.js')
  return buildSolanaTransfer({
    network,
    rpc: { blockchainApiUrl: kit.options.services.blockchainApiUrl, projectId: kit.options.projectId },
    from,
    to: receiverAddress.trim(),
    units,
    mint: mintAddress ? { address: mintAddress, decimals: Number(token.quantity.decimals) } : undefined,
  })
}
