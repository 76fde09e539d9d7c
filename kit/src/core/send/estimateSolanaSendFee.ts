import { formatUnits } from 'viem'
import { z } from 'zod'
import type { WalletKit } from '../WalletKit.js'
import { type SolanaTransferForParameters, solanaTransferFor } from './solanaTransferFor.js'

const feeSchema = z.object({ value: z.number().int().nonnegative().nullable() })

/**
 * The network fee of a Solana send in SOL, as the network prices the transfer's message (getFeeForMessage), as a
 * decimal string; undefined when the transfer cannot be built or the network does not answer.
 * @example await estimateSolanaSendFee(kit, { from, receiverAddress, amount: '0.5', token, network }) // '0.000005'
 */
export async function estimateSolanaSendFee(
  kit: WalletKit,
  parameters: SolanaTransferForParameters,
): Promise<string | undefined> {
  try {
    const { message } = await solanaTransferFor(kit, parameters)
    const { requestSolanaRpc } = await import('../../chains/solana/requestSolanaRpc.js')
    const { value } = await requestSolanaRpc({
      network: parameters.network,
      rpc: { blockchainApiUrl: kit.options.services.blockchainApiUrl, projectId: kit.options.projectId },
      method: 'getFeeForMessage',
      params: [message],
      schema: feeSchema,
    })
    return value === null ? undefined : formatUnits(BigInt(value), parameters.network.nativeCurrency.decimals)
  } catch (error) {
    kit.logger.debug('The Solana network fee could not be estimated', error)
    return undefined
  }
}
