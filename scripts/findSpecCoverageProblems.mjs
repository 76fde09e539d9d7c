// The checks on docs/spec-coverage.md, the table of every rule of the spec's sections 1 to 9 (issue 13).

/** The statuses a row may have. "parsed but unused" is none of them: such a rule is partial or absent. */
export const COVERAGE_STATUSES = ['done', 'partial', 'absent', 'out of scope']

/** A path the table names: a backticked token under one of the repository's folders. */
const PATH = /`((?:kit|sandbox|fixtures|cli|scripts|docs)\/[^`\s]+)`/g
/** A test named after its file: `path` › "name" (a `\"` inside the name is a quote). */
const NAMED_TEST = /`([^`\s]+)`\s*›\s*"((?:[^"\\]|\\.)*)"/g
const TEST_FILE = /\.(?:test\.[cm]?[jt]sx?|e2e\.ts)$/

/**
 * The rows of the table: each line `| S<section>.<n> | rule | status | code | test | remark |`.
 * @example parseCoverageRows('| S1.1 | Connect by email | done | `a.ts` | `a.test.ts` | |')[0].status // 'done'
 */
export function parseCoverageRows(markdown) {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*S\d+\.\d+\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .replace(/^\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
        .map((cell) => cell.trim())
      const [id, rule, status, code, test, remark] = cells
      return { line, cells: cells.length, id, rule, status, code, test, remark }
    })
}

/** The backticked repository paths in a cell. */
const pathsIn = (cell = '') => [...cell.matchAll(PATH)].map((match) => match[1])

/**
 * What is wrong with the table: a path that does not exist, a row without a known status, a done row without a
 * test, a row other than done without a remark, a named test its file does not hold, a repeated id, a section of
 * 1 to 9 without rows. `exists(path)` and `read(path)` look at the repository.
 * @example findSpecCoverageProblems(rows, { exists: existsSync, read: (path) => readFileSync(path, 'utf8') }) // []
 */
export function findSpecCoverageProblems(rows, { exists, read }) {
  const problems = []
  const seen = new Set()
  for (const row of rows) {
    const at = row.id ?? '?'
    if (row.cells !== 6) problems.push(`${at}: ${row.cells} cells, not 6`)
    if (!/^S[1-9]\.\d+$/.test(at)) problems.push(`${at}: the id is not S<section 1-9>.<n>`)
    if (seen.has(at)) problems.push(`${at}: the id is used twice`)
    seen.add(at)
    if (!row.rule) problems.push(`${at}: no rule`)
    if (!COVERAGE_STATUSES.includes(row.status))
      problems.push(`${at}: status "${row.status ?? ''}" is not one of ${COVERAGE_STATUSES.join(', ')}`)
    for (const path of [...pathsIn(row.code), ...pathsIn(row.test), ...pathsIn(row.remark)])
      if (!exists(path)) problems.push(`${at}: ${path} does not exist`)
    const tests = pathsIn(row.test)
    if (row.status === 'done' && !tests.some((path) => TEST_FILE.test(path)))
      problems.push(`${at}: done without a test path`)
    for (const path of tests)
      if (!TEST_FILE.test(path)) problems.push(`${at}: ${path} in the test column is not a test file`)
    if (COVERAGE_STATUSES.includes(row.status) && row.status !== 'done' && !row.remark)
      problems.push(`${at}: ${row.status} without a remark saying why`)
    for (const [, path, name] of (row.test ?? '').matchAll(NAMED_TEST)) {
      const title = name.replaceAll('\\"', '"')
      if (exists(path) && !read(path).includes(title)) problems.push(`${at}: ${path} has no test "${title}"`)
    }
  }
  for (let section = 1; section <= 9; section++)
    if (!rows.some((row) => row.id?.startsWith(`S${section}.`)))
      problems.push(`section ${section} has no rows`)
  return problems
}
