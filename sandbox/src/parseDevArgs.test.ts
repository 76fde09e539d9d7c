import { describe, expect, it } from 'vitest'
import { parseDevArgs } from './parseDevArgs.js'

describe('parseDevArgs', () => {
  it('asks for nothing in particular when given no flags', () => {
    expect(parseDevArgs([])).toEqual({ help: false })
  })

  it('reads the port, the chain ids and the fork URL', () => {
    expect(
      parseDevArgs([
        '--port',
        '5173',
        '--chains',
        '8453, 10',
        '--fork-url',
        'https://rpc.example/v1',
        '--help',
      ]),
    ).toEqual({ help: true, port: 5173, chainIds: [8453, 10], forkUrl: 'https://rpc.example/v1' })
  })

  it.each([
    [['--port', 'eighty'], '--port must be a port number from 1 to 65535, not "eighty"'],
    [['--port', '70000'], '--port must be a port number from 1 to 65535, not "70000"'],
    [['--chains', '1,1'], '--chains must list distinct positive chain ids, like 1,8453, not "1,1"'],
    [['--chains', '1,base'], '--chains must list distinct positive chain ids, like 1,8453, not "1,base"'],
    [['--fork-url', 'mainnet'], '--fork-url must be an http(s) or ws(s) URL, not "mainnet"'],
  ])('rejects %j with a message naming the flag', (args, message) => {
    expect(() => parseDevArgs(args)).toThrow(message)
  })

  it('rejects an unknown flag', () => {
    expect(() => parseDevArgs(['--open'])).toThrow("Unknown option '--open'")
  })
})
