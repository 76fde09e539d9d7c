import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listKitSourceFiles, repositoryRoot } from './listKitSourceFiles.mjs'

/** The most lines a non-test file of kit/src may have (issue 11; STYLE.md asks for a split past 300). */
const MAX_LINES = 250

/** `path: n lines` for each text over `MAX_LINES` lines. */
function findLongFiles(files) {
  return files
    .map(({ path, text }) => ({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`)
}

describe('file size', () => {
  it(`keeps every non-test file of kit/src within ${MAX_LINES} lines`, () => {
    const files = listKitSourceFiles().map((path) => ({
      path,
      text: readFileSync(join(repositoryRoot, path), 'utf8'),
    }))
    expect(findLongFiles(files).join('\n')).toBe('')
  })

  it('reports a file one line over the limit and not one at it', () => {
    const lines = (count) => `${Array.from({ length: count }, (_, index) => `// ${index}`).join('\n')}\n`
    expect(
      findLongFiles([
        { path: 'at.ts', text: lines(MAX_LINES) },
        { path: 'over.ts', text: lines(MAX_LINES + 1) },
      ]),
    ).toEqual([`over.ts: ${MAX_LINES + 1} lines`])
  })
})
