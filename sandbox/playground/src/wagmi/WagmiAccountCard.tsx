import type { SandboxWorld } from '@walletkit/fixtures'
import { useCallback } from 'react'
import { erc20Abi, formatUnits } from 'viem'
import { useBalance, useConnection, useReadContract } from 'wagmi'
import { formatBalance } from 'walletkit'
import { findWorldToken } from './findWorldToken.js'
import { WagmiChainActions } from './WagmiChainActions.js'
import { WagmiSendToken } from './WagmiSendToken.js'
import { WagmiSignMessage } from './WagmiSignMessage.js'

/**
 * What a wagmi host shows once WalletKit's modal has connected: wagmi's account (useConnection, wagmi 3's
 * useAccount), its native balance (useBalance) and USDC balance (useReadContract), and actions through wagmi's hooks.
 */
export function WagmiAccountCard({ world }: { world: SandboxWorld }) {
  const { address, chain, chainId, status } = useConnection()
  const balance = useBalance({ address, chainId })
  const usdc = findWorldToken(world, { chainId, symbol: 'USDC' })
  const usdcBalance = useReadContract({
    address: usdc?.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId,
    query: { enabled: Boolean(address && usdc) },
  })
  const refetchNative = balance.refetch
  const refetchUsdc = usdcBalance.refetch
  const reload = useCallback(() => {
    void refetchNative()
    void refetchUsdc()
  }, [refetchNative, refetchUsdc])
  const recipient = world.accounts.find((account) => account.address !== address)
  return (
    <section className="card" aria-labelledby="wagmi-title">
      <h2 id="wagmi-title" className="card-title">
        wagmi
      </h2>
      <dl className="services" aria-label="wagmi account">
        <Row term="Status" value={status} />
        <Row term="Address" value={address ?? 'none'} />
        <Row term="Chain" value={chain ? `${chain.name} (${chain.id})` : `${chainId ?? 'none'}`} />
        <Row
          term="Balance"
          value={
            balance.data
              ? formatBalance(formatUnits(balance.data.value, balance.data.decimals), balance.data.symbol)
              : '—'
          }
        />
        <Row
          term="USDC balance"
          value={
            usdc && usdcBalance.data !== undefined
              ? formatBalance(formatUnits(usdcBalance.data, usdc.decimals), usdc.symbol)
              : '—'
          }
        />
      </dl>
      {address && chainId !== undefined ? (
        <div className="host-actions">
          {usdc && recipient ? (
            <WagmiSendToken token={usdc} recipient={recipient} chainId={chainId} onMined={reload} />
          ) : null}
          <WagmiSignMessage />
          <WagmiChainActions />
        </div>
      ) : (
        <p className="muted">
          Connect a wallet with the button above: wagmi's hooks follow WalletKit's modal.
        </p>
      )}
    </section>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </div>
  )
}
