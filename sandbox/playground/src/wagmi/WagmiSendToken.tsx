import type { SandboxAccount, SandboxToken } from '@walletkit/fixtures'
import { useEffect } from 'react'
import { erc20Abi, parseUnits } from 'viem'
import { useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { WagmiResult } from './WagmiResult.js'

/**
 * "Send 1 USDC to Bob" through wagmi's useWriteContract (an ERC-20 transfer the wallet approves), then the receipt's
 * status from useWaitForTransactionReceipt; `onMined` runs once it is mined (to reload balances).
 */
export function WagmiSendToken({
  token,
  recipient,
  chainId,
  onMined,
}: {
  token: SandboxToken
  recipient: SandboxAccount
  chainId: number
  onMined(): void
}) {
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data, chainId })
  const mined = receipt.data?.status
  useEffect(() => {
    if (mined) onMined()
  }, [mined, onMined])
  const send = () =>
    write.mutate({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient.address, parseUnits('1', token.decimals)],
      chainId,
    })
  return (
    <div className="host-action">
      <button type="button" className="button primary" onClick={send} disabled={write.isPending}>
        {write.isPending ? 'Sending…' : `Send 1 ${token.symbol} to ${recipient.label}`}
      </button>
      <WagmiResult label="Transaction hash" value={write.data} error={write.error} />
      {write.data ? (
        <WagmiResult
          label="Receipt"
          value={mined ?? (receipt.isError ? undefined : 'pending')}
          error={receipt.error}
        />
      ) : null}
    </div>
  )
}
