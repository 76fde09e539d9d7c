import type { SandboxAccount } from '@walletkit/fixtures'

/**
 * The accounts the playground's wallet shares, the one `?account=` names (by label, any case) first, so a visitor can
 * connect as Dave (who has no name) instead of Alice. The world's order when the parameter is absent or unknown.
 * @example readWalletAccounts('http://127.0.0.1:5173/?account=dave', world.accounts)[0]?.label // 'Dave'
 */
export function readWalletAccounts(
  href: string,
  accounts: readonly SandboxAccount[],
): readonly SandboxAccount[] {
  const wanted = new URL(href).searchParams.get('account')?.toLowerCase()
  const chosen = accounts.find((account) => account.label.toLowerCase() === wanted)
  return chosen ? [chosen, ...accounts.filter((account) => account !== chosen)] : accounts
}
