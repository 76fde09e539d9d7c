// Loaded with import() when a Solana send is previewed or sent: @solana/web3.js (an optional peer dependency) with it.
import { z } from 'zod'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { RpcSettings } from '../ChainAdapter.js'
import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { requestSolanaRpc } from './requestSolanaRpc.js'

const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VAfdPrV4wQQZAZaFyNo1kXyWAfV7D'

export type BuildSolanaTransferParameters = {
  network: CaipNetwork
  rpc?: RpcSettings | undefined
  /** The sender's base58 address: fee payer and signer. */
  from: string
  /** The receiver's base58 address (its wallet, not a token account). */
  to: string
  /** The amount in the token's smallest unit (lamports for SOL). */
  units: bigint
  /** The SPL token to send; SOL when absent. */
  mint?: { address: string; decimals: number } | undefined
}

/** The unsigned transaction, base64, as solana_signAndSendTransaction takes it, and its message for getFeeForMessage. */
export type SolanaTransfer = { transaction: string; message: string }

const blockhashSchema = z.object({ value: z.object({ blockhash: z.string() }) })
const ownerSchema = z.object({ value: z.object({ owner: z.string() }).nullable() })

/**
 * A transfer for `from` to sign: SOL with the System program's transfer, an SPL token with the token program's
 * transferChecked from the sender's associated token account to the receiver's, which is first created
 * idempotently (so a receiver who never held the token gets an account, paid by the sender). The recent blockhash
 * (and, for a token, which token program owns the mint) is read from the network's RPC.
 * @example const { transaction } = await buildSolanaTransfer({ network, from, to, units: 500_000_000n })
 */
export async function buildSolanaTransfer(
  parameters: BuildSolanaTransferParameters,
): Promise<SolanaTransfer> {
  const { network, rpc, from, to, units, mint } = parameters
  const [web3, latest, mintAccount] = await Promise.all([
    import('@solana/web3.js'),
    requestSolanaRpc({ network, rpc, method: 'getLatestBlockhash', params: [], schema: blockhashSchema }),
    mint
      ? requestSolanaRpc({
          network,
          rpc,
          method: 'getAccountInfo',
          params: [mint.address, { encoding: 'base64' }],
          schema: ownerSchema,
        })
      : undefined,
  ])
  const { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } = web3
  const payer = new PublicKey(from)
  const receiver = new PublicKey(to)
  const instructions = mint
    ? tokenTransferInstructions(web3, { payer, receiver, units, mint, owner: mintAccount?.value?.owner })
    : [SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: units })]
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: latest.value.blockhash,
    instructions,
  }).compileToLegacyMessage()
  return {
    transaction: encodeSolanaTransaction(new VersionedTransaction(message).serialize(), 'base64'),
    message: encodeSolanaTransaction(message.serialize(), 'base64'),
  }
}

type Web3 = typeof import('@solana/web3.js')
type Key = InstanceType<Web3['PublicKey']>

/**
 * An SPL transfer's instructions: CreateIdempotent of the receiver's associated token account, then transferChecked
 * from the payer's, under the token program that owns the mint (Token-2022 or the classic one).
 */
function tokenTransferInstructions(
  web3: Web3,
  {
    payer,
    receiver,
    units,
    mint,
    owner,
  }: {
    payer: Key
    receiver: Key
    units: bigint
    mint: { address: string; decimals: number }
    owner: string | undefined
  },
) {
  const { PublicKey, SystemProgram, TransactionInstruction } = web3
  // web3.js reads instruction data only as bytes; a Uint8Array serves where its types name a Buffer.
  const bytes = (values: Uint8Array) =>
    values as ConstructorParameters<typeof TransactionInstruction>[0]['data']
  const tokenProgram = new PublicKey(owner === TOKEN_2022_PROGRAM ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM)
  const ataProgram = new PublicKey(ASSOCIATED_TOKEN_PROGRAM)
  const mintKey = new PublicKey(mint.address)
  const ataOf = (wallet: Key) =>
    PublicKey.findProgramAddressSync(
      [wallet.toBytes(), tokenProgram.toBytes(), mintKey.toBytes()],
      ataProgram,
    )[0]
  const [source, destination] = [ataOf(payer), ataOf(receiver)]
  const key = (pubkey: Key, isSigner: boolean, isWritable: boolean) => ({ pubkey, isSigner, isWritable })
  return [
    // CreateIdempotent (1): payer, account, wallet, mint, System program, token program.
    new TransactionInstruction({
      programId: ataProgram,
      keys: [
        key(payer, true, true),
        key(destination, false, true),
        key(receiver, false, false),
        key(mintKey, false, false),
        key(SystemProgram.programId, false, false),
        key(tokenProgram, false, false),
      ],
      data: bytes(Uint8Array.of(1)),
    }),
    // TransferChecked (12): source, mint, destination, owner; amount u64 little-endian, then the decimals.
    new TransactionInstruction({
      programId: tokenProgram,
      keys: [
        key(source, false, true),
        key(mintKey, false, false),
        key(destination, false, true),
        key(payer, true, false),
      ],
      data: bytes(transferCheckedData(units, mint.decimals)),
    }),
  ]
}

function transferCheckedData(units: bigint, decimals: number): Uint8Array {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  data[0] = 12
  view.setBigUint64(1, units, true)
  data[9] = decimals
  return data
}
