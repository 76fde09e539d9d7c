/**
 * Something the playground page needs did not work: the world could not be loaded, the worker did not start, or
 * resetting the world failed.
 * @example throw new PlaygroundError('/__sandbox/reset answered 500')
 */
export class PlaygroundError extends Error {
  override name = 'PlaygroundError'
}
