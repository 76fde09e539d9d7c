import { describe, expect, it } from 'vitest'
import { frameThemeVariables } from './frameThemeVariables.js'

describe('frameThemeVariables', () => {
  it("gives the frame the host's accent and the background of the chosen mode", () => {
    expect(frameThemeVariables({ themeMode: 'light', themeVariables: { '--wk-accent': '#ff5a1f' } })).toEqual(
      {
        '--w3m-accent': '#ff5a1f',
        '--w3m-background': '#fff',
      },
    )
  })

  it("falls back to the kit's accent, and leaves the background to the frame without a mode", () => {
    expect(frameThemeVariables({ themeMode: undefined, themeVariables: {} })).toEqual({
      '--w3m-accent': '#3451f0',
    })
  })
})
