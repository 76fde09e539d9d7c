import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findModuleState } from './findModuleState.mjs'
import { listKitSourceFiles, repositoryRoot } from './listKitSourceFiles.mjs'

describe('module-level state', () => {
  it('is absent from kit/src (no module let/var, no module Map/Set/WeakMap/WeakSet unless Readonly)', () => {
    const found = listKitSourceFiles().flatMap((path) =>
      findModuleState(path, readFileSync(join(repositoryRoot, path), 'utf8')),
    )
    expect(found.join('\n')).toBe('')
    // Parsing every kit file takes a few seconds on a loaded 2-core machine.
  }, 30_000)

  it('is found in a module with a let, a var, a cache map and a set, and not in constants or functions', () => {
    const source = [
      'let current = 0',
      'export var legacy = 1',
      'const cache = new Map<string, number>()',
      'export const seen = new WeakSet() as WeakSet<object>',
      'export const NAMES: ReadonlySet<string> = new Set(["a"])',
      'const LOOKUP = new Map([["a", 1]]) as ReadonlyMap<string, number>',
      'export const LIMIT = 3',
      'export function make() { let local = 0; const map = new Map(); return { local, map } }',
    ].join('\n')
    expect(findModuleState('x.ts', source)).toEqual([
      'x.ts:1: module-level let current',
      'x.ts:2: module-level var legacy',
      'x.ts:3: module-level new Map cache',
      'x.ts:4: module-level new WeakSet seen',
    ])
  })
})
