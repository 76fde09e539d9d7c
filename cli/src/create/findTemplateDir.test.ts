import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findTemplateDir } from './findTemplateDir.js'

function fakeTemplate(dir: string): string {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{}\n')
  return dir
}

describe('findTemplateDir', () => {
  it('takes the templates beside the installed CLI', () => {
    const root = mkdtempSync(join(tmpdir(), 'walletkit-templates-'))
    const cli = join(root, 'node_modules', 'create-walletkit')
    const template = fakeTemplate(join(cli, 'templates', 'vite-react-ts'))
    expect(findTemplateDir('vite-react-ts', join(cli, 'dist', 'createWalletkit.js'))).toBe(template)
  })

  it("takes the repository's templates when run from source, also while `npm pack` has copied them into cli/", () => {
    const root = mkdtempSync(join(tmpdir(), 'walletkit-templates-'))
    const template = fakeTemplate(join(root, 'templates', 'vite-react-ts'))
    // The CLI's prepack copies the templates into cli/templates and its postpack removes them: a test scaffolding
    // meanwhile (the e2e project packs beside the unit run) found a copy half made or gone.
    fakeTemplate(join(root, 'cli', 'templates', 'vite-react-ts'))
    expect(findTemplateDir('vite-react-ts', join(root, 'cli', 'src', 'create', 'findTemplateDir.ts'))).toBe(
      template,
    )
  })

  it('says which template is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'walletkit-templates-'))
    expect(() =>
      findTemplateDir('next-app', join(root, 'cli', 'src', 'create', 'findTemplateDir.ts')),
    ).toThrow('The template "next-app" is missing from this installation')
  })
})
