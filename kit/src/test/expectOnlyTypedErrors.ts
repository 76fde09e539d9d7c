// Test support for the fuzz tests: the property every parser of outside data must hold.
import fc from 'fast-check'
import { expect } from 'vitest'
import { WalletKitError } from '../errors/WalletKitError.js'

/** Generated bad inputs per parser (the trust figure: at least 1,000 each). */
export const FUZZ_RUNS = 1_000

/**
 * Feeds `parse` FUZZ_RUNS generated inputs and asserts that none throws anything but a typed WalletKitError (a parser
 * that answers with a typed result, such as `{ kind: 'malformed' }`, never throws at all).
 * @example expectOnlyTypedErrors(badValues, (value) => parseFrameMessage(value))
 */
export function expectOnlyTypedErrors<Input>(
  inputs: fc.Arbitrary<Input>,
  parse: (input: Input) => unknown,
  { numRuns = FUZZ_RUNS }: { numRuns?: number } = {},
): void {
  fc.assert(
    fc.property(inputs, (input) => {
      try {
        parse(input)
      } catch (error) {
        expect(error, `${describeInput(input)} threw ${String(error)}`).toBeInstanceOf(WalletKitError)
      }
    }),
    // The escaped error in the report, so a finding reads as what the parser threw.
    { numRuns, includeErrorInReport: true },
  )
}

/** The input, shortened for a failure message (a huge string or a deep nesting would drown it). */
function describeInput(input: unknown): string {
  try {
    const text = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input))
    return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
  } catch {
    return String(input)
  }
}
