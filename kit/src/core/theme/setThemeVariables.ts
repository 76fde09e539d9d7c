import type { WalletKit } from '../WalletKit.js'
import type { ThemeVariables } from './ThemeState.js'

/**
 * Merges `--wk-*` variables into the current ones (spec 5 "Theme variables").
 * @example setThemeVariables(kit, { themeVariables: { '--wk-accent': '#ff5a1f' } })
 */
export function setThemeVariables(
  kit: WalletKit,
  { themeVariables }: { themeVariables: ThemeVariables },
): void {
  kit.store.setState((state) => ({
    theme: { ...state.theme, themeVariables: { ...state.theme.themeVariables, ...themeVariables } },
  }))
}
