/**
 * A steady colour for a name (the same name, the same colour), dark enough for white text on it.
 * @example <span style={{ background: colorFromText('Base') }}>B</span>
 */
export function colorFromText(text: string): string {
  // FNV-1a, so names that differ by one letter still land on distant hues.
  let hash = 2166136261
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0
  return `hsl(${hash % 360} 55% 42%)`
}
