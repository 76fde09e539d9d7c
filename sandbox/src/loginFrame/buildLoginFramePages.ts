import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { SandboxError } from '../SandboxError.js'

/** The login frame's pages built for production into a temporary folder; `remove` deletes it. */
export type LoginFramePages = { dir: string; remove(): void }

/**
 * Builds the login frame's pages from source with the package's own build (vite.loginFrame.config.ts) into a fresh
 * temporary folder, for `startLoginFrameServer({ pagesDir })`: a page then loads a handful of files each time the kit
 * opens the frame, instead of its some 120 source modules.
 * @example const pages = await buildLoginFramePages(); …; pages.remove()
 */
export async function buildLoginFramePages(): Promise<LoginFramePages> {
  const dir = mkdtempSync(join(tmpdir(), 'walletkit-login-frame-pages-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    await build({
      configFile: fileURLToPath(new URL('../../vite.loginFrame.config.ts', import.meta.url)),
      logLevel: 'warn',
      build: { outDir: dir, emptyOutDir: true },
    })
  } catch (error) {
    remove()
    throw new SandboxError('The login frame’s pages did not build', { cause: error })
  }
  return { dir, remove }
}
