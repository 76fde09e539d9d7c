/**
 * Puts the scenario into the page's `?scenario=` (or takes it out) without a reload or a history entry, so a reload
 * or a shared link keeps it.
 * @example writeScenarioToUrl('balance-500') // location.search === '?scenario=balance-500'
 */
export function writeScenarioToUrl(name: string | undefined): void {
  const url = new URL(window.location.href)
  if (name) url.searchParams.set('scenario', name)
  else url.searchParams.delete('scenario')
  window.history.replaceState(window.history.state, '', url)
}
