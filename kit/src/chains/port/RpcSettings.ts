/** The provider's chain JSON-RPC settings (spec 7). */
export type RpcSettings = {
  blockchainApiUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch | undefined
}
