/**
 * The e2e harness was used wrongly or the page under test did not get ready.
 * @example throw new HarnessError('The playground did not boot')
 */
export class HarnessError extends Error {
  override name = 'HarnessError'
}
