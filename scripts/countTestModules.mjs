/**
 * Counts the passed and failed tests of one vitest run from its test modules (vitest's Node API). A file that failed
 * with no failed test (it did not load, a hook threw) counts one failure, and so does each error outside a test.
 * @example countTestModules(testModules, []) // { passed: 12, failed: 0 }
 */
export function countTestModules(testModules, unhandledErrors) {
  let passed = 0
  let failed = unhandledErrors.length
  for (const testModule of testModules) {
    const states = [...testModule.children.allTests()].map((test) => test.result().state)
    passed += states.filter((state) => state === 'passed').length
    const failedTests = states.filter((state) => state === 'failed').length
    failed += failedTests === 0 && testModule.state() === 'failed' ? 1 : failedTests
  }
  return { passed, failed }
}
