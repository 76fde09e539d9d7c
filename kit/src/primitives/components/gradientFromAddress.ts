/**
 * A deterministic gradient for an address without an avatar: the same address always gets the same colours.
 * @example <span style={{ background: gradientFromAddress(address) }} />
 */
export function gradientFromAddress(address: string): string {
  let hash = 2166136261
  for (const character of address.toLowerCase()) {
    hash ^= character.charCodeAt(0)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const third = (hue + 180 + ((hash >>> 17) % 60)) % 360
  return `radial-gradient(circle at 30% 25%, hsl(${hue} 90% 72%), transparent 60%), radial-gradient(circle at 75% 70%, hsl(${third} 85% 55%), transparent 65%), linear-gradient(135deg, hsl(${second} 80% 60%), hsl(${third} 75% 45%))`
}
