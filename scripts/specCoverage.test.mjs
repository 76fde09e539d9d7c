import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findSpecCoverageProblems, parseCoverageRows } from './findSpecCoverageProblems.mjs'
import { repositoryRoot } from './listKitSourceFiles.mjs'

const repository = {
  exists: (path) => existsSync(join(repositoryRoot, path)),
  read: (path) => readFileSync(join(repositoryRoot, path), 'utf8'),
}

/** A table of one section, the rows given, and a row for each other section so only the rows given can fail. */
function table(...rows) {
  const others = [2, 3, 4, 5, 6, 7, 8, 9].map(
    (section) => `| S${section}.1 | A rule | absent | | | Not built |`,
  )
  return parseCoverageRows([...rows, ...others].join('\n'))
}

describe('docs/spec-coverage.md', () => {
  it('names only paths that exist, gives each row a status, and a test to each done row', () => {
    const rows = parseCoverageRows(repository.read('docs/spec-coverage.md'))
    expect(rows.length).toBeGreaterThan(150)
    expect(findSpecCoverageProblems(rows, repository).join('\n')).toBe('')
  })

  it('is linked from the README', () => {
    expect(repository.read('README.md')).toContain('docs/spec-coverage.md')
  })
})

describe('findSpecCoverageProblems', () => {
  it('accepts a done row with its code and test, and a named test its file holds', () => {
    const rows = table(
      '| S1.1 | Rows parse | done | `scripts/findSpecCoverageProblems.mjs` | `scripts/specCoverage.test.mjs` › "accepts a done row with its code and test, and a named test its file holds" | |',
    )
    expect(findSpecCoverageProblems(rows, repository)).toEqual([])
  })

  it('reports a path that does not exist', () => {
    const rows = table('| S1.1 | A rule | done | `kit/src/nowhere.ts` | `scripts/specCoverage.test.mjs` | |')
    expect(findSpecCoverageProblems(rows, repository)).toEqual(['S1.1: kit/src/nowhere.ts does not exist'])
  })

  it('reports a row without a status, or with "parsed but unused"', () => {
    const rows = table('| S1.1 | A rule | | | | Why |', '| S1.2 | A rule | parsed but unused | | | Why |')
    expect(findSpecCoverageProblems(rows, repository)).toEqual([
      'S1.1: status "" is not one of done, partial, absent, out of scope',
      'S1.2: status "parsed but unused" is not one of done, partial, absent, out of scope',
    ])
  })

  it('reports a done row without a test path, and a code file in the test column', () => {
    const rows = table(
      '| S1.1 | A rule | done | `scripts/findSpecCoverageProblems.mjs` | | |',
      '| S1.2 | A rule | done | | `scripts/findSpecCoverageProblems.mjs` | |',
    )
    expect(findSpecCoverageProblems(rows, repository)).toEqual([
      'S1.1: done without a test path',
      'S1.2: done without a test path',
      'S1.2: scripts/findSpecCoverageProblems.mjs in the test column is not a test file',
    ])
  })

  it('reports a row that is not done without a remark, a test name its file lacks, a repeated id, a section without rows', () => {
    const rows = parseCoverageRows(
      [
        '| S1.1 | A rule | partial | `scripts/findSpecCoverageProblems.mjs` | | |',
        '| S1.1 | A rule | done | | `scripts/fileSize.test.mjs` › "no such test" | |',
      ].join('\n'),
    )
    expect(findSpecCoverageProblems(rows, repository)).toEqual([
      'S1.1: partial without a remark saying why',
      'S1.1: the id is used twice',
      'S1.1: scripts/fileSize.test.mjs has no test "no such test"',
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((section) => `section ${section} has no rows`),
    ])
  })
})
