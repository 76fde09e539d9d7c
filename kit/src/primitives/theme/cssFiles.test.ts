import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The tests' DOM gets these files as empty strings (CSS is not processed in unit tests), so they are read here.
const files = {
  button: { path: join(import.meta.dirname, 'button.css'), root: '[data-walletkit-button]' },
  account: {
    path: join(import.meta.dirname, '../../ui/parts/account/account.css'),
    root: '[data-walletkit-root]',
  },
  approval: {
    path: join(import.meta.dirname, '../../ui/parts/approval/approval.css'),
    root: '[data-walletkit-root]',
  },
  swap: {
    path: join(import.meta.dirname, '../../ui/parts/swap/swap.css'),
    root: '[data-walletkit-root]',
  },
  swapPicker: {
    path: join(import.meta.dirname, '../../ui/parts/swap/swapPicker.css'),
    root: '[data-walletkit-root]',
  },
  allWallets: {
    path: join(import.meta.dirname, '../../ui/parts/walletconnect/allWallets.css'),
    root: '[data-walletkit-root]',
  },
  connect: {
    path: join(import.meta.dirname, '../../ui/parts/connect/connect.css'),
    root: '[data-walletkit-root]',
  },
  emptyState: {
    path: join(import.meta.dirname, '../../ui/parts/common/emptyState.css'),
    root: '[data-walletkit-root]',
  },
  names: {
    path: join(import.meta.dirname, '../../ui/parts/names/names.css'),
    root: '[data-walletkit-root]',
  },
  sessions: {
    path: join(import.meta.dirname, '../../ui/parts/sessions/sessions.css'),
    root: '[data-walletkit-root]',
  },
}

/** The selectors of every style rule (keyframe steps and at-rule preludes left out). */
function selectorsOf(css: string): string[] {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .match(/(^|\})([^{}@]+)\{/g)
      ?.map((rule) => rule.replace(/^\}/, '').replace(/\{$/, '').trim())
      .filter(Boolean)
      .flatMap((selector) => selector.split(',').map((part) => part.trim())) ?? []
  )
}

describe('the kit stylesheets', () => {
  for (const [name, { path, root }] of Object.entries(files))
    it(`scopes every rule of ${name}.css under ${root}`, () => {
      const selectors = selectorsOf(readFileSync(path, 'utf8'))
      expect(selectors.length).toBeGreaterThan(5)
      for (const selector of selectors) expect(selector.startsWith(root), selector).toBe(true)
    })
})
