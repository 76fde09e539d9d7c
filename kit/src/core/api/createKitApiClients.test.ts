import { PROVIDER_ERRORS, sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'
import type { WalletKitOptions } from '../../config/walletKitOptionsSchema.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { dismissDebugAlert } from '../alerts/dismissDebugAlert.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'

const base = 'https://blockchain.example'
const directory = 'https://directory.example'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: base }))
const address = sandboxAccounts[0]?.address ?? ''

const kit = (options: WalletKitOptions = {}) =>
  createTestKit({
    projectId: 'p1',
    services: { blockchainApiUrl: base, walletDirectoryUrl: directory },
    debug: true,
    ...options,
  })
const alerts = (walletKit: ReturnType<typeof kit>) =>
  walletKit.store.getState().debugAlerts.shown.map(({ message, details }) => `${message}: ${details}`)
const forbidden = (body: JsonBodyType) => () => HttpResponse.json(body, { status: 403 })
const supportsMainnet = http.get(`${base}/v1/supported-chains`, () =>
  HttpResponse.json({ http: ['eip155:1'], ws: [] }),
)

describe('the configuration alerts of the provider services (spec 8, debug mode)', () => {
  it('alerts "Invalid App Configuration" (origin) for a 403 of the blockchain API that says so', async () => {
    server.use(http.get(`${base}/*`, forbidden(PROVIDER_ERRORS.originNotAllowed)))
    const walletKit = kit()
    await expect(walletKit.api.blockchain.getIdentity({ address })).rejects.toThrow('HTTP status code: 403')
    expect(alerts(walletKit)).toEqual([
      "Invalid App Configuration: Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
    ])
  })

  it('alerts "Invalid App Configuration" (project id) and "Project ID Not Configured" for the wallet directory', async () => {
    server.use(http.get(`${directory}/getWallets`, forbidden(PROVIDER_ERRORS.invalidProjectId)))
    const walletKit = kit()
    await expect(walletKit.api.directory.getWallets({ page: 1 })).rejects.toThrow('HTTP status code: 403')
    server.use(http.get(`${directory}/getWallets`, forbidden(PROVIDER_ERRORS.projectIdNotConfigured)))
    await expect(walletKit.api.directory.getWallets({ page: 1 })).rejects.toThrow('HTTP status code: 403')
    expect(alerts(walletKit)).toEqual([
      "Invalid App Configuration: Invalid Project ID - update configuration in your provider's cloud dashboard",
      "Project ID Not Configured: Project ID Not Configured - update configuration in your provider's cloud dashboard",
    ])
  })

  it('shows a 403 alert once, and again only after a call succeeded', async () => {
    server.use(http.get(`${directory}/getWallets`, forbidden(PROVIDER_ERRORS.originNotAllowed)))
    const walletKit = kit()
    const refused = () => walletKit.api.directory.getWallets({ page: 1 }).catch(() => undefined)
    await refused()
    dismissDebugAlert(walletKit)
    await refused()
    expect(alerts(walletKit)).toEqual([])

    server.use(
      http.get(`${directory}/getWallets`, () => HttpResponse.json({ data: [], count: 0 }), { once: true }),
    )
    await walletKit.api.directory.getWallets({ page: 1 })
    await refused()
    expect(alerts(walletKit)).toHaveLength(1)
  })

  it('alerts "Network Not Found" when the active network is not in the supported list, until it is', async () => {
    server.use(supportsMainnet)
    const walletKit = kit()
    setActiveCaipNetwork(walletKit, testNetworks.base)
    await walletKit.api.blockchain.getIdentity({ address })
    expect(alerts(walletKit)).toEqual([
      'Network Not Found: The blockchain API does not list eip155:8453 among its supported networks',
    ])
    setActiveCaipNetwork(walletKit, testNetworks.mainnet)
    await walletKit.api.blockchain.getIdentity({ address })
    expect(alerts(walletKit)).toEqual([])
  })

  it('alerts nothing without the debug option, nor for other failures', async () => {
    server.use(
      supportsMainnet,
      http.get(`${directory}/getWallets`, forbidden(PROVIDER_ERRORS.originNotAllowed)),
    )
    const quiet = kit({ debug: false })
    setActiveCaipNetwork(quiet, testNetworks.base)
    await quiet.api.blockchain.getIdentity({ address })
    await quiet.api.directory.getWallets({ page: 1 }).catch(() => undefined)
    expect(alerts(quiet)).toEqual([])

    server.use(http.get(`${directory}/getWallets`, () => HttpResponse.json({}, { status: 500 })))
    const debug = kit()
    await debug.api.directory.getWallets({ page: 1 }).catch(() => undefined)
    expect(alerts(debug)).toEqual([])
  })
})
