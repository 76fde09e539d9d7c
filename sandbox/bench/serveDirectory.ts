import { createServer, type Server } from 'node:http'
import {
  createWalletImageSvg,
  filterWallets,
  readWalletsQuery,
  type WalletEntryFixture,
  walletDirectory,
} from '@walletkit/fixtures'
import { serveStatic } from './serveStatic.js'

/**
 * Serves a built page on 127.0.0.1 with the wallet directory beside it at `/directory` (GET /getWallets from the
 * 623-wallet fixture unless other wallets are given, GET /getWalletImage/{id} as generated SVGs), as the
 * provider's directory would answer.
 * @example const { url, close } = await serveDirectory('/tmp/bench-dist')
 */
export async function serveDirectory(
  root: string,
  wallets: readonly WalletEntryFixture[] = walletDirectory,
): Promise<{ url: string; close(): Promise<void> }> {
  const files = await serveStatic(root)
  const names = new Map(wallets.map((wallet) => [wallet.image_id, wallet.name]))
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/directory/getWallets') {
      const body = JSON.stringify(filterWallets(wallets, readWalletsQuery(url.searchParams)))
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(body)
    }
    const image = /^\/directory\/getWalletImage\/([^/]+)$/.exec(url.pathname)?.[1]
    if (image) {
      const name = names.get(image)
      if (name === undefined) return void response.writeHead(404).end()
      return void response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end(createWalletImageSvg(image, name))
    }
    // Everything else is the built page.
    const answer = await fetch(new URL(`${url.pathname}${url.search}`, files.url))
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
    })
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      await files.close()
    },
  }
}
