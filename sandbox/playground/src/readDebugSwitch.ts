/**
 * Whether the playground's host kit runs with the kit's `debug` option (`?debug=1`), which shows spec 8's debug
 * alerts (configuration problems) in the modal.
 * @example readDebugSwitch('http://127.0.0.1:5173/?debug=1') // true
 */
export function readDebugSwitch(href: string): boolean {
  return new URL(href).searchParams.get('debug') === '1'
}
