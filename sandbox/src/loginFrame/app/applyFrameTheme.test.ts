import { describe, expect, it } from 'vitest'
import { applyFrameTheme, type ThemeRoot } from './applyFrameTheme.js'

function fakeRoot() {
  const properties = new Map<string, string>()
  const root: ThemeRoot = {
    dataset: {},
    style: {
      setProperty: (name: string, value: string | null) => void properties.set(name, String(value)),
      removeProperty: (name: string) => {
        properties.delete(name)
        return ''
      },
    },
  }
  return { root, properties }
}

describe('applyFrameTheme', () => {
  it("pins the kit's mode and takes its accent and background", () => {
    const { root, properties } = fakeRoot()
    applyFrameTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--wk-accent': '#ff5a1f' },
      w3mThemeVariables: { '--w3m-accent': '#ff5a1f', '--w3m-background': '#16171b' },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(Object.fromEntries(properties)).toEqual({
      '--frame-accent': '#ff5a1f',
      '--frame-background': '#16171b',
    })
  })

  it('follows the system preference again, with its own colours, when the kit sends no mode', () => {
    const { root, properties } = fakeRoot()
    applyFrameTheme(root, { themeMode: 'light', w3mThemeVariables: { '--w3m-background': '#fff' } })
    applyFrameTheme(root, { w3mThemeVariables: { '--w3m-accent': '#3451f0' } })
    expect(root.dataset.theme).toBeUndefined()
    expect(Object.fromEntries(properties)).toEqual({ '--frame-accent': '#3451f0' })
  })
})
