/**
 * The Account feature options the playground's URL asks for: `?smartSessions=1` turns on the kit's
 * `features.smartSessions` (the Smart sessions entry in Account); anything else leaves the kit's default (off).
 * @example readAccountOptions('http://127.0.0.1:5173/?smartSessions=1') // { smartSessions: true }
 */
export function readAccountOptions(href: string): { smartSessions?: boolean } {
  return new URL(href).searchParams.get('smartSessions') === '1' ? { smartSessions: true } : {}
}
