import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { scenarioCatalogue } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { type E2eFile, findUncoveredScenarios } from './findUncoveredScenarios.js'

const e2eFolder = fileURLToPath(new URL('../', import.meta.url))
const e2eFiles: E2eFile[] = readdirSync(e2eFolder)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => ({ name, text: readFileSync(`${e2eFolder}${name}`, 'utf8') }))
const ids = scenarioCatalogue.map((scenario) => scenario.name)

/**
 * Scenarios whose e2e is being written on other branches (the smart sessions view, phones' deep links). Each counts
 * as covered only while its file is absent here; after the merge, the file must trigger it.
 */
const OWNED_ELSEWHERE = {
  'sessions-500': 'smartSessions.e2e.ts',
  'sessions-timeout': 'smartSessions.e2e.ts',
  'sessions-malformed': 'smartSessions.e2e.ts',
}

describe('every scenario of the catalogue has an e2e', () => {
  it('finds the e2e files and the catalogue', () => {
    expect(e2eFiles.length).toBeGreaterThan(20)
    expect(ids.length).toBeGreaterThan(70)
  })

  it('triggers each scenario from at least one e2e file', () => {
    expect(findUncoveredScenarios(ids, e2eFiles, OWNED_ELSEWHERE)).toEqual([])
  })

  it('fails for any scenario whose every reference is removed', () => {
    const before = findUncoveredScenarios(ids, e2eFiles, OWNED_ELSEWHERE)
    for (const id of ids.filter((candidate) => !before.includes(candidate))) {
      const stripped = e2eFiles.map((file) => ({ ...file, text: file.text.replaceAll(`'${id}'`, "'gone'") }))
      const owner = OWNED_ELSEWHERE[id as keyof typeof OWNED_ELSEWHERE]
      // An owned scenario is checked as after the merge: its owner file present, naming the owner's other scenarios.
      const others = Object.keys(OWNED_ELSEWHERE).filter((other) => other !== id)
      const ownerFile = { name: owner ?? '', text: others.map((other) => `'${other}'`).join('\n') }
      const files = owner ? [...stripped, ownerFile] : stripped
      const after = findUncoveredScenarios(ids, files, OWNED_ELSEWHERE)
      expect(
        after.filter((uncovered) => !before.includes(uncovered)),
        id,
      ).toEqual([id])
    }
  })
})

describe('findUncoveredScenarios', () => {
  const file = (text: string, name = 'a.e2e.ts') => ({ name, text })

  it('counts a whole string literal, not a longer name that contains it, nor a comment', () => {
    expect(
      findUncoveredScenarios(
        ['balance-500', 'history-500', 'nfts-500'],
        [file("chooseScenario(page, 'balance-500-x')\n// 'history-500'\n/* 'nfts-500' */")],
      ),
    ).toEqual(['balance-500', 'history-500', 'nfts-500'])
    expect(
      findUncoveredScenarios(
        ['balance-500'],
        [file("await gotoPlayground(page, url, { scenario: 'balance-500' })")],
      ),
    ).toEqual([])
  })

  it('lets a scenario wait for the file that owns it, and only while that file is absent', () => {
    const owned = { 'sessions-500': 'smartSessions.e2e.ts' }
    expect(findUncoveredScenarios(['sessions-500'], [file('')], owned)).toEqual([])
    expect(
      findUncoveredScenarios(['sessions-500'], [file(''), file('', 'smartSessions.e2e.ts')], owned),
    ).toEqual(['sessions-500'])
  })
})
