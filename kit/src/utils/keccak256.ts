const MASK = (1n << 64n) - 1n
const ROUNDS = 24

const rotl = (lane: bigint, by: number): bigint =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK

// The permutation's constants, generated as the Keccak reference defines them (FIPS 202 3.2): the lane each step
// of ρ and π moves to, its rotation, and ι's round constants from the degree-8 LFSR.
const { pi, rho, iota } = (() => {
  const constants = { pi: [] as number[], rho: [] as number[], iota: [] as bigint[] }
  for (let round = 0, lfsr = 1, x = 1, y = 0; round < ROUNDS; round++) {
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
    constants.pi.push(x + 5 * y)
    constants.rho.push((((round + 1) * (round + 2)) / 2) % 64)
    let constant = 0n
    for (let bit = 0; bit < 7; bit++) {
      lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
      if (lfsr & 2) constant ^= 1n << BigInt((1 << bit) - 1)
    }
    constants.iota.push(constant)
  }
  return constants
})()

function keccakF1600(state: bigint[]): void {
  for (let round = 0; round < ROUNDS; round++) {
    const column = [0, 1, 2, 3, 4].map(
      (x) =>
        (state[x] ?? 0n) ^
        (state[x + 5] ?? 0n) ^
        (state[x + 10] ?? 0n) ^
        (state[x + 15] ?? 0n) ^
        (state[x + 20] ?? 0n),
    )
    for (let x = 0; x < 5; x++) {
      const theta = (column[(x + 4) % 5] ?? 0n) ^ rotl(column[(x + 1) % 5] ?? 0n, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = (state[x + y] ?? 0n) ^ theta
    }
    let moving = state[1] ?? 0n
    for (let step = 0; step < 24; step++) {
      const to = pi[step] ?? 0
      const next = state[to] ?? 0n
      state[to] = rotl(moving, rho[step] ?? 0)
      moving = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++)
        state[y + x] = (row[x] ?? 0n) ^ (~(row[(x + 1) % 5] ?? 0n) & MASK & (row[(x + 2) % 5] ?? 0n))
    }
    state[0] = (state[0] ?? 0n) ^ (iota[round] ?? 0n)
  }
}

/**
 * Keccak-256 (Ethereum's hash, not NIST SHA3-256) of some bytes. Small and slow, for the few bytes of an address
 * checksum on the start-up path, where viem's hashing would add kilobytes; checked against viem in its tests.
 * @example keccak256(new TextEncoder().encode('')) // bytes of 0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470
 */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const rate = 136
  const padded = new Uint8Array((Math.floor(bytes.length / rate) + 1) * rate)
  padded.set(bytes)
  padded[bytes.length] = (padded[bytes.length] ?? 0) ^ 0x01
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80
  const state: bigint[] = new Array(25).fill(0n)
  for (let block = 0; block < padded.length; block += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--)
        value = (value << 8n) | BigInt(padded[block + lane * 8 + byte] ?? 0)
      state[lane] = (state[lane] ?? 0n) ^ value
    }
    keccakF1600(state)
  }
  const out = new Uint8Array(32)
  for (let index = 0; index < 32; index++)
    out[index] = Number(((state[index >> 3] ?? 0n) >> BigInt((index & 7) * 8)) & 0xffn)
  return out
}
