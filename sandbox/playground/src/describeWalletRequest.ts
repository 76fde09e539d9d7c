import type { SandboxWorld } from '@walletkit/fixtures'
import { decodeFunctionData, erc20Abi, formatUnits, hexToBigInt, hexToString, isHex } from 'viem'
import { formatAddress } from 'walletkit'
import { describeBitcoinWalletRequest } from './bitcoin/describeBitcoinWalletRequest.js'
import { describePolkadotWalletRequest } from './describePolkadotWalletRequest.js'
import { describeSolanaWalletRequest } from './describeSolanaWalletRequest.js'

/** What the panel says about a wallet request: one line, and where it helps, who asks it of whom. */
export type WalletRequestDescription = { summary: string; detail?: string }

const MAX_TEXT = 80

/**
 * A short human summary of a request waiting for consent, e.g. "Send 0.5 ETH to 0x70…dc79C8" or the text a
 * personal_sign asks to sign; the mock Solana, Bitcoin and Polkadot wallets' requests too. Never throws: a request it cannot read is described by its method.
 * @example describeWalletRequest({ method: 'personal_sign', params: ['0x6869', alice] }, world).summary // 'Sign “hi”'
 */
export function describeWalletRequest(
  { method, params }: { method: string; params: unknown },
  world: SandboxWorld,
): WalletRequestDescription {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  try {
    const otherNamespace =
      describeSolanaWalletRequest({ method, params }) ??
      describeBitcoinWalletRequest({ method, params }) ??
      describePolkadotWalletRequest({ method, params })
    if (otherNamespace) return otherNamespace
    switch (method) {
      case 'eth_requestAccounts':
        return { summary: `Share ${plural(world.accounts.length, 'account')} with this site` }
      case 'eth_sendTransaction':
        return describeTransaction(list[0], world)
      case 'personal_sign':
        return { summary: describeMessage(list[0]), ...fromDetail(list[1], world) }
      case 'eth_signTypedData_v4':
        return { summary: describeTypedData(list[1]), ...fromDetail(list[0], world) }
      case 'wallet_sendCalls':
        return describeCalls(list[0], world)
      case 'wallet_addEthereumChain': {
        const chain = (list[0] ?? {}) as { chainName?: unknown; chainId?: unknown }
        const id =
          typeof chain.chainId === 'string' && isHex(chain.chainId) ? String(hexToBigInt(chain.chainId)) : '?'
        return { summary: `Add the network ${String(chain.chainName ?? 'without a name')} (chain ${id})` }
      }
      default:
        return { summary: method }
    }
  } catch {
    return { summary: method }
  }
}

function describeTransaction(value: unknown, world: SandboxWorld): WalletRequestDescription {
  const transaction = (value ?? {}) as {
    from?: unknown
    to?: unknown
    value?: unknown
    data?: unknown
    input?: unknown
  }
  const to = typeof transaction.to === 'string' ? transaction.to : undefined
  const data = [transaction.data, transaction.input].find((entry): entry is `0x${string}` => isHex(entry))
  const amount = isHex(transaction.value) && transaction.value !== '0x' ? hexToBigInt(transaction.value) : 0n
  const detail = fromDetail(transaction.from, world)
  const token =
    to && world.chains.flatMap((chain) => chain.tokens).find((entry) => sameAddress(entry.address, to))
  if (token && data) {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer') {
      const [recipient, tokenAmount] = call.args
      return {
        summary: `Send ${formatUnits(tokenAmount, token.decimals)} ${token.symbol} to ${formatAddress(recipient)}`,
        ...detail,
      }
    }
    return { summary: `${call.functionName} on ${token.symbol}`, ...detail }
  }
  const symbol = world.chains[0]?.nativeSymbol ?? 'ETH'
  if (!to) return { summary: 'Deploy a contract', ...detail }
  if (data && data !== '0x')
    return {
      summary:
        amount > 0n
          ? `Call ${formatAddress(to)} with ${formatUnits(amount, 18)} ${symbol}`
          : `Call ${formatAddress(to)}`,
      ...detail,
    }
  return { summary: `Send ${formatUnits(amount, 18)} ${symbol} to ${formatAddress(to)}`, ...detail }
}

function describeMessage(message: unknown): string {
  if (typeof message !== 'string') return 'Sign a message'
  const text = isHex(message) ? readableText(message) : message
  if (text === undefined) return `Sign ${(message.length - 2) / 2} bytes of data`
  return `Sign “${text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text}”`
}

function readableText(hex: `0x${string}`): string | undefined {
  const text = hexToString(hex)
  // Printable text (with line breaks), not arbitrary bytes that happen to decode.
  return /^[^\p{Cc}\uFFFD]*$/u.test(text.replace(/[\n\r\t]/g, ' '))
    ? text.replace(/\s+/g, ' ').trim()
    : undefined
}

function describeTypedData(value: unknown): string {
  const typed = (typeof value === 'string' ? JSON.parse(value) : value) as
    | { primaryType?: unknown; domain?: { name?: unknown } }
    | undefined
  const primaryType = typeof typed?.primaryType === 'string' ? typed.primaryType : 'typed data'
  const domain = typeof typed?.domain?.name === 'string' ? ` for ${typed.domain.name}` : ''
  return `Sign ${primaryType}${domain}`
}

function describeCalls(value: unknown, world: SandboxWorld): WalletRequestDescription {
  const batch = (value ?? {}) as { calls?: unknown; from?: unknown }
  const calls = Array.isArray(batch.calls) ? batch.calls : []
  return { summary: `Send a batch of ${plural(calls.length, 'call')}`, ...fromDetail(batch.from, world) }
}

function fromDetail(address: unknown, world: SandboxWorld): { detail?: string } {
  if (typeof address !== 'string') return {}
  const account = world.accounts.find((entry) => sameAddress(entry.address, address))
  return { detail: `From ${account ? `${account.label} ` : ''}${formatAddress(address)}` }
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`
