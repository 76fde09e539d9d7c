/**
 * The sandbox could not start, reset or stop, or was given options it cannot honour; `cause` holds the detail.
 * @example throw new SandboxError('The playground could not listen on 127.0.0.1:5173', { cause: error })
 */
export class SandboxError extends Error {
  override name = 'SandboxError'
}
