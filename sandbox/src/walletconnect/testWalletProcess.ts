// The test wallet's own process (started by startWalletConnect): the WalletConnect clients need a plain Node loader,
// which vitest's global setup, where the e2e sandbox runs, is not. Argument: JSON { relayUrl, host, world }.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleWalletConnectControl } from './handleWalletConnectControl.js'
import { startTestWallet } from './startTestWallet.js'

const { relayUrl, host, world } = JSON.parse(process.argv[2] ?? '{}')
const wallet = await startTestWallet({ relayUrl, world })
const server = createServer((request, response) => {
  if (handleWalletConnectControl(wallet, request, response)) return
  response.statusCode = 404
  response.end()
})
server.listen(0, host, () => {
  process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`)
})
const stop = async () => {
  await wallet.stop().catch(() => undefined)
  server.close()
  process.exit(0)
}
// The parent closes stdin when it stops, or dies: either way this process ends with it.
process.stdin.on('end', () => void stop())
process.stdin.resume()
process.on('SIGTERM', () => void stop())
