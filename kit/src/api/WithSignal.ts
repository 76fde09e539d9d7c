/**
 * An optional abort signal, accepted by every provider call; aborting rejects with "Request was aborted".
 * @example
 * api.getBalances({ address, signal: controller.signal })
 */
export type WithSignal = { signal?: AbortSignal | undefined }
