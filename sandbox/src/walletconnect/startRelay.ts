import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { SandboxError } from '../SandboxError.js'
import { parseRelayFrame, type RelayFrame } from './parseRelayFrame.js'

/** Parameters of {@link startRelay}. */
export type StartRelayParameters = {
  /** A loopback address; `127.0.0.1` unless given. */
  host?: string
  /** A free port unless given. */
  port?: number
  /** Milliseconds between pings; a Node client drops a socket that hears nothing for 35 s. */
  pingInterval?: number
  /**
   * The browser pages that may connect (the playground's origins). A socket without an Origin (a Node client, the
   * test wallet) connects too; any other browser page is refused with 403 on upgrade. None unless given.
   */
  allowedOrigins?: readonly string[]
}

/** A running local WalletConnect relay. */
export type Relay = {
  /** `ws://127.0.0.1:PORT`, for the clients' `relayUrl`. */
  url: string
  /** Clients connected now. */
  clientCount(): number
  /** Closes every client socket (a relay drop); the clients reconnect on their own. */
  dropClients(): void
  /**
   * Takes the relay down: closes every socket and refuses new ones (503) until {@link Relay.restore}, as an outage
   * would; what it holds (subscriptions, mailboxes) survives, as on the cloud relay.
   */
  drop(): void
  /** Accepts sockets again after {@link Relay.drop}; the clients reconnect on their own. */
  restore(): void
  /** False between `drop()` and `restore()`. */
  isUp(): boolean
  /** Stops listening and closes every socket; safe to call more than once. */
  stop(): Promise<void>
}

type Stored = {
  message: string
  publishedAt: number
  tag: number
  expiresAt: number
  from: string
  seenBy: Set<string>
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 speaking what @walletconnect/core 2.25 speaks (see the contract test):
 * irn_subscribe/publish and their batch forms, the implicit subscriptions of wc_proposeSession and
 * wc_approveSession, a mailbox per topic kept until its ttl so a late subscriber still gets what was published,
 * no echo to the publisher, ids echoed exactly as they came, and a ping every 15 s. Browser pages connect only from
 * `allowedOrigins`.
 * @example const relay = await startRelay(); await SignClient.init({ relayUrl: relay.url, ... }); await relay.stop()
 */
export async function startRelay({
  host = '127.0.0.1',
  port = 0,
  pingInterval = 15_000,
  allowedOrigins = [],
}: StartRelayParameters = {}): Promise<Relay> {
  if (!/^127(\.\d{1,3}){3}$/.test(host))
    throw new SandboxError(`The relay listens on a 127.x.x.x loopback address only, not on "${host}"`)
  let up = true
  const server = new WebSocketServer({
    host,
    port,
    // A page on another site must not reach the sessions on this relay: only the playground, and no-Origin clients.
    verifyClient: ({ req }, done) => {
      if (!up) return done(false, 503, 'The relay is down')
      const { origin } = req.headers
      if (origin === undefined || allowedOrigins.includes(origin)) done(true)
      else done(false, 403, 'Forbidden origin')
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const sockets = new Map<string, Set<WebSocket>>()
  /** topic -> client id -> subscription id */
  const subscriptions = new Map<string, Map<string, string>>()
  const mailbox = new Map<string, Stored[]>()
  let pushId = BigInt(Date.now()) * 1_000_000n

  const deliver = (topic: string, clientId: string, stored: Stored): void => {
    const subscription = subscriptions.get(topic)?.get(clientId)
    const open = [...(sockets.get(clientId) ?? [])].filter((socket) => socket.readyState === socket.OPEN)
    if (!subscription || open.length === 0 || stored.seenBy.has(clientId)) return
    stored.seenBy.add(clientId)
    pushId += 1n
    const frame = `{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":${JSON.stringify({
      id: subscription,
      data: { topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag },
    })}}`
    for (const socket of open) socket.send(frame)
  }

  const liveMessages = (topic: string): Stored[] => {
    const now = Date.now()
    const live = (mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (live.length > 0) mailbox.set(topic, live)
    else mailbox.delete(topic)
    return live
  }

  const subscribe = (clientId: string, topic: string): string => {
    const clients = subscriptions.get(topic) ?? new Map<string, string>()
    subscriptions.set(topic, clients)
    const id = clients.get(clientId) ?? randomBytes(32).toString('hex')
    clients.set(clientId, id)
    // Deliver after the reply goes out, as the cloud relay does.
    setImmediate(() => {
      for (const stored of liveMessages(topic)) if (stored.from !== clientId) deliver(topic, clientId, stored)
    })
    return id
  }

  const publish = (from: string, topic: string, message: string, ttl: number, tag: number): void => {
    const stored: Stored = {
      message,
      publishedAt: Date.now(),
      tag,
      expiresAt: Date.now() + Math.max(ttl, 1) * 1000,
      from,
      seenBy: new Set([from]),
    }
    mailbox.set(topic, [...liveMessages(topic), stored])
    for (const clientId of subscriptions.get(topic)?.keys() ?? []) deliver(topic, clientId, stored)
  }

  const unsubscribe = (clientId: string, topic: string) => {
    subscriptions.get(topic)?.delete(clientId)
  }

  const handle = (clientId: string, frame: RelayFrame): unknown => {
    const params = (frame.params ?? {}) as Record<string, unknown>
    const text = (key: string) => String(params[key] ?? '')
    const ttl = Number(params.ttl ?? 300)
    switch (frame.method) {
      case 'irn_subscribe':
        return subscribe(clientId, text('topic'))
      case 'irn_batchSubscribe':
        return ((params.topics as string[] | undefined) ?? []).map((topic) => subscribe(clientId, topic))
      case 'irn_unsubscribe':
        unsubscribe(clientId, text('topic'))
        return true
      case 'irn_batchUnsubscribe':
        for (const { topic } of (params.subscriptions as { topic: string }[] | undefined) ?? [])
          unsubscribe(clientId, topic)
        return true
      case 'irn_publish':
        publish(clientId, text('topic'), text('message'), ttl, Number(params.tag ?? 0))
        return true
      case 'irn_batchPublish':
        for (const message of (params.messages as Record<string, unknown>[] | undefined) ?? [])
          publish(
            clientId,
            String(message.topic),
            String(message.message),
            Number(message.ttl ?? 300),
            Number(message.tag ?? 0),
          )
        return true
      case 'irn_batchFetchMessages': {
        const messages = ((params.topics as string[] | undefined) ?? []).flatMap((topic) =>
          liveMessages(topic)
            .filter((stored) => !stored.seenBy.has(clientId))
            .map((stored) => {
              stored.seenBy.add(clientId)
              return { topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag }
            }),
        )
        return { messages, hasMore: false }
      }
      case 'wc_proposeSession':
        // The dapp made the pairing with skipSubscribe: the relay subscribes it to the pairing topic itself.
        subscribe(clientId, text('pairingTopic'))
        publish(clientId, text('pairingTopic'), text('sessionProposal'), ttl, 1100)
        return true
      case 'wc_approveSession':
        subscribe(clientId, text('sessionTopic'))
        publish(clientId, text('pairingTopic'), text('sessionProposalResponse'), ttl, 1101)
        publish(clientId, text('sessionTopic'), text('sessionSettlementRequest'), ttl, 1102)
        return true
      default:
        throw new Error(`Unknown relay method ${frame.method}`)
    }
  }

  server.on('connection', (socket, request) => {
    const clientId = clientIdOf(request.url ?? '/')
    const own = sockets.get(clientId) ?? new Set<WebSocket>()
    own.add(socket)
    sockets.set(clientId, own)
    socket.on('close', () => own.delete(socket))
    socket.on('message', (data) => {
      const frame = parseRelayFrame(data.toString())
      // Replies (the clients' acks of irn_subscription) and unparsable frames need no answer.
      if (!frame?.method) return
      try {
        const result = handle(clientId, frame)
        socket.send(`{"id":${frame.rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        socket.send(
          `{"id":${frame.rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code: -32601, message })}}`,
        )
      }
    })
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, pingInterval)
  pinger.unref()

  let stopping: Promise<void> | undefined
  const { port: boundPort } = server.address() as AddressInfo
  return {
    url: `ws://${host}:${boundPort}`,
    clientCount: () => server.clients.size,
    dropClients() {
      for (const socket of server.clients) socket.terminate()
    },
    drop() {
      up = false
      for (const socket of server.clients) socket.terminate()
    },
    restore() {
      up = true
    },
    isUp: () => up,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      })
      return stopping
    },
  }
}

/** The client's stable id: the `iss` (its did:key) of the auth JWT in the URL, else a random one. */
function clientIdOf(url: string): string {
  const auth = new URL(url, 'ws://127.0.0.1').searchParams.get('auth') ?? ''
  try {
    const payload = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload?.iss === 'string' && payload.iss) return payload.iss
  } catch {
    // Not a JWT: the socket gets an id of its own.
  }
  return `anonymous:${randomBytes(8).toString('hex')}`
}
