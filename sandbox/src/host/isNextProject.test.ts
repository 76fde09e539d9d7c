import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { isNextProject } from './isNextProject.js'

const roots: string[] = []
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'walletkit-next-detect-'))
  roots.push(root)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

it('knows a Next.js app by its next.config or its next dependency', () => {
  expect(isNextProject(project({ 'next.config.ts': 'export default {}' }))).toBe(true)
  expect(isNextProject(project({ 'package.json': '{"dependencies":{"next":"^16.4.6"}}' }))).toBe(true)
  expect(isNextProject(project({ 'package.json': '{"devDependencies":{"next":"^16.4.6"}}' }))).toBe(true)
})

it('takes a Vite app, a broken package.json or an empty folder for something else', () => {
  expect(
    isNextProject(project({ 'vite.config.ts': '', 'package.json': '{"dependencies":{"vite":"8"}}' })),
  ).toBe(false)
  expect(isNextProject(project({ 'package.json': '{not json' }))).toBe(false)
  expect(isNextProject(project({}))).toBe(false)
})
