/** A client whose members are async methods (any other member is kept as it is). */
type AsyncClient = Record<string, (...parameters: never[]) => Promise<unknown>>

/**
 * The same client, whose every call also tells `onAnswer` how it ended: its error, or undefined when it succeeded.
 * The call's own result or error is passed on unchanged.
 * @example const blockchain = watchAnswers(createBlockchainApiClient(options), (error) => console.log(error))
 */
export function watchAnswers<Client extends object>(
  client: Client,
  onAnswer: (error: unknown) => void,
): Client {
  const watched = Object.entries(client as AsyncClient).map(([name, method]) => [
    name,
    typeof method !== 'function'
      ? method
      : async (...parameters: never[]) => {
          try {
            const result = await method.apply(client, parameters)
            onAnswer(undefined)
            return result
          } catch (error) {
            onAnswer(error)
            throw error
          }
        },
  ])
  return Object.fromEntries(watched) as Client
}
