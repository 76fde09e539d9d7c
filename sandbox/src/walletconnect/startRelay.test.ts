import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './startRelay.js'

/** The playground's origin: the one browser page allowed on the relay. */
const playground = 'http://127.0.0.1:5999'
let relay: Relay
beforeAll(async () => {
  relay = await startRelay({ allowedOrigins: [playground] })
})
afterAll(() => relay.stop())

const jwtFor = (iss: string) =>
  ['e30', Buffer.from(JSON.stringify({ iss })).toString('base64url'), 'sig'].join('.')

/** A raw relay client that records every frame it receives. */
async function client(iss: string) {
  const socket = new WebSocket(`${relay.url}/?auth=${jwtFor(iss)}&projectId=p`)
  const frames: string[] = []
  socket.on('message', (data) => frames.push(data.toString()))
  await new Promise((resolve) => socket.once('open', resolve))
  const next = async (match: (frame: string) => boolean) => {
    for (let tries = 0; tries < 100; tries++) {
      const found = frames.find(match)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`No frame matched; got ${frames.join('\n')}`)
  }
  return { socket, frames, next, send: (text: string) => socket.send(text) }
}

describe('startRelay', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    await expect(startRelay({ host: '0.0.0.0' })).rejects.toThrow('loopback address only')
  })

  it("lets the playground's pages and node clients (no Origin) in, and refuses any other origin with 403", async () => {
    const upgrade = (origin?: string) =>
      new Promise<number | 'open'>((resolve) => {
        const socket = new WebSocket(`${relay.url}/?auth=${jwtFor('did:key:o')}`, origin ? { origin } : {})
        socket.once('open', () => {
          socket.close()
          resolve('open')
        })
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0)
          socket.terminate()
        })
        socket.once('error', () => undefined)
      })
    expect(await upgrade(playground)).toBe('open')
    expect(await upgrade()).toBe('open')
    expect(await upgrade('http://127.0.0.1:6666')).toBe(403)
    expect(await upgrade('null')).toBe(403)
  })

  it('echoes a 19-digit id exactly, whether sent as a number or a string', async () => {
    const a = await client('did:key:a')
    a.send('{"id":1795329342890291201,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t0"}}')
    a.send(
      '{"jsonrpc":"2.0","id":"1795329342890291202","method":"irn_unsubscribe","params":{"topic":"t0","id":"x"}}',
    )
    expect(await a.next((frame) => frame.includes('1795329342890291201'))).toMatch(
      /^\{"id":1795329342890291201,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/,
    )
    expect(await a.next((frame) => frame.includes('1795329342890291202'))).toBe(
      '{"id":"1795329342890291202","jsonrpc":"2.0","result":true}',
    )
    a.socket.close()
  })

  it('keeps a message for a subscriber who comes later, and never echoes it to the publisher', async () => {
    const a = await client('did:key:publisher')
    a.send(
      '{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t1","message":"m1","ttl":300,"tag":1108}}',
    )
    await a.next((frame) => frame === '{"id":1,"jsonrpc":"2.0","result":true}')
    const b = await client('did:key:late')
    b.send('{"id":2,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}')
    const pushed = JSON.parse(await b.next((frame) => frame.includes('irn_subscription')))
    expect(pushed.params.data).toMatchObject({ topic: 't1', message: 'm1', tag: 1108 })
    a.send('{"id":3,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}')
    await a.next((frame) => frame.startsWith('{"id":3,'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(a.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
    a.socket.close()
    b.socket.close()
  })

  it('subscribes the proposer to the pairing topic and the approver to the session topic', async () => {
    const dapp = await client('did:key:dapp')
    const wallet = await client('did:key:wallet')
    dapp.send(
      '{"id":10,"jsonrpc":"2.0","method":"wc_proposeSession","params":{"pairingTopic":"p1","sessionProposal":"proposal","ttl":300}}',
    )
    wallet.send('{"id":11,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"p1"}}')
    const proposal = JSON.parse(await wallet.next((frame) => frame.includes('"proposal"')))
    expect(proposal.params.data.tag).toBe(1100)
    wallet.send(
      '{"id":12,"jsonrpc":"2.0","method":"wc_approveSession","params":{"sessionTopic":"s1","pairingTopic":"p1","sessionProposalResponse":"response","sessionSettlementRequest":"settle","ttl":300}}',
    )
    const response = JSON.parse(await dapp.next((frame) => frame.includes('"response"')))
    expect(response.params.data).toMatchObject({ topic: 'p1', tag: 1101 })
    dapp.send('{"id":13,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"s1"}}')
    const settle = JSON.parse(await dapp.next((frame) => frame.includes('"settle"')))
    expect(settle.params.data).toMatchObject({ topic: 's1', tag: 1102 })
    // The wallet was subscribed to the session topic by its approval: the dapp's publish reaches it.
    dapp.send(
      '{"id":14,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"s1","message":"ack","ttl":300,"tag":1103}}',
    )
    await wallet.next((frame) => frame.includes('"ack"'))
    dapp.socket.close()
    wallet.socket.close()
  })

  it('drops every socket and refuses new ones (503) until restored, keeping its mailboxes', async () => {
    const a = await client('did:key:before-drop')
    a.send(
      '{"id":6,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t-keep","message":"kept","ttl":300,"tag":1108}}',
    )
    await a.next((frame) => frame === '{"id":6,"jsonrpc":"2.0","result":true}')
    const closed = new Promise((resolve) => a.socket.once('close', resolve))
    relay.drop()
    await closed
    expect(relay.isUp()).toBe(false)
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${relay.url}/?auth=${jwtFor('did:key:during-drop')}`)
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0)
        socket.terminate()
      })
      socket.once('error', () => undefined)
    })
    expect(refused).toBe(503)
    expect(relay.clientCount()).toBe(0)

    relay.restore()
    expect(relay.isUp()).toBe(true)
    const b = await client('did:key:after-restore')
    b.send('{"id":7,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t-keep"}}')
    expect(await b.next((frame) => frame.includes('irn_subscription'))).toContain('"message":"kept"')
    b.socket.close()
  })

  it('answers an unknown method with an error naming it', async () => {
    const a = await client('did:key:curious')
    a.send('{"id":20,"jsonrpc":"2.0","method":"irn_teleport","params":{}}')
    expect(JSON.parse(await a.next((frame) => frame.startsWith('{"id":20,')))).toMatchObject({
      error: { code: -32601, message: 'Unknown relay method irn_teleport' },
    })
    a.socket.close()
  })
})
