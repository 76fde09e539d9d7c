/**
 * The message the wallet signs (personal_sign) to revoke a smart session: plain words naming the app and the
 * session's permission id (pci), so the visitor sees in the wallet what they are agreeing to. It holds nothing the
 * provider does not already know (no time), so the provider can rebuild it from the pci to check the signature.
 * @example createRevokeSessionMessage({ appName: 'Sandbox Dapp', pci: '9e32f9ad-cbfb-21c1' })
 * // 'Revoke the smart session of Sandbox Dapp\nSession: 9e32f9ad-cbfb-21c1'
 */
export function createRevokeSessionMessage({ appName, pci }: { appName: string; pci: string }): string {
  return `Revoke the smart session of ${appName}\nSession: ${pci}`
}
