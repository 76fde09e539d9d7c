/**
 * The message a wallet signs to register a name: JSON with the full name, its attributes (none yet) and the time in
 * unix seconds, the shape the provider's registration endpoint reads (the spec names the body fields only).
 * @example createNameMessage({ name: 'sam.wk.id', now: 1_700_000_000_000 })
 * // '{"name":"sam.wk.id","attributes":{},"timestamp":1700000000}'
 */
export function createNameMessage({ name, now }: { name: string; now: number }): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}
