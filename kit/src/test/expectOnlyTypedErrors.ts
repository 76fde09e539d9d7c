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
  const details = fc.check(
    fc.property(inputs, (input) => {
      try {
        parse(input)
      } catch (error) {
        expect(error, `${describeInput(input)} threw ${String(error)}`).toBeInstanceOf(WalletKitError)
      }
    }),
    { numRuns },
  )
  // Reported here, not by fc.assert: fast-check prints the counterexample itself, which overflows the stack on the
  // 2,000-deep inputs and hid the finding behind "Maximum call stack size exceeded".
  if (details.failed)
    throw new Error(
      `Property failed after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}"): ` +
        `${describeInput(details.counterexample?.[0])}\n${String(details.errorInstance)}`,
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
