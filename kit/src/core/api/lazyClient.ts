/** Methods of a client whose every member is an async function. */
type AsyncMethods = Record<string, (...parameters: never[]) => Promise<unknown>>

/**
 * A stand-in for a client that is loaded on its first call: each method waits for `load` and then calls the real
 * one. Keeps a module and its dependencies (here: every response schema and zod) off the page's start-up path.
 * Only for clients whose members are all async methods.
 * @example const blockchain = lazyClient(() => import('./clients.js').then((m) => m.blockchain))
 */
export function lazyClient<Client extends object>(load: () => Promise<Client>): Client {
  return new Proxy({} as Client, {
    get:
      (_target, method) =>
      (...parameters: unknown[]) =>
        load().then((client) => {
          const member = (client as AsyncMethods)[method as string]
          if (typeof member !== 'function') throw new TypeError(`The client has no method ${String(method)}`)
          return member.apply(client, parameters as never[])
        }),
  })
}
