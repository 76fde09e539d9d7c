import { cleanup, render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.js'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

/** Reads the rendered SVG back the way a camera would: rasterise its modules and decode them with jsQR. */
function decode(svg: Element): string | undefined {
  const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
  const extent = width ?? 0
  const scale = 4
  const side = extent * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const match of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const x = Number(match[1])
    const y = Number(match[2])
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((y * scale + dy) * side + x * scale + dx) * 4
        pixels.fill(0, at, at + 3)
      }
  }
  // The centre logo hides the modules under it: paint its backing tile white, as a camera would see it.
  const tile = svg.querySelectorAll('rect')[1]
  if (tile) {
    const [x, y, w] = ['x', 'y', 'width'].map((name) => Math.round(Number(tile.getAttribute(name)) * scale))
    for (let row = y ?? 0; row < (y ?? 0) + (w ?? 0); row++)
      pixels.fill(255, (row * side + (x ?? 0)) * 4, (row * side + (x ?? 0) + (w ?? 0)) * 4)
  }
  return jsQR(pixels, side, side)?.data
}

describe('QrCode', () => {
  it('renders an image named by its label whose modules decode to the value', () => {
    render(<QrCode value={URI} label="QR code for MetaMask" />)
    const svg = screen.getByRole('img', { name: 'QR code for MetaMask' })
    expect(decode(svg)).toBe(URI)
  })

  it('encodes non-ASCII text as UTF-8', () => {
    render(<QrCode value="gm ☀️ café" label="QR" />)
    expect(decode(screen.getByRole('img', { name: 'QR' }))).toBe('gm ☀️ café')
  })

  it('draws dark modules on a light tile whatever the theme', () => {
    render(<QrCode value="0x52908400098527886E0F7030069857D2E4169EE7" label="Address" />)
    const svg = screen.getByRole('img', { name: 'Address' })
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000')
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
    expect((svg.parentElement as HTMLElement).style.background).toMatch(/#fff|rgb\(255, 255, 255\)/)
  })

  it('puts a safe image in the centre and raises error correction so the code still reads', () => {
    const { rerender } = render(<QrCode value={URI} label="QR" />)
    const plain = Number(screen.getByRole('img').getAttribute('data-qr-modules'))
    rerender(<QrCode value={URI} label="QR" imageSrc="https://wallets.test/metamask.png" />)
    const svg = screen.getByRole('img')
    expect(svg.querySelector('image')?.getAttribute('href')).toBe('https://wallets.test/metamask.png')
    // Level H needs more modules than M for the same data.
    expect(Number(svg.getAttribute('data-qr-modules'))).toBeGreaterThan(plain)
    expect(decode(svg)).toBe(URI)
  })

  it('leaves out an image whose URL is not safe', () => {
    render(<QrCode value={URI} label="QR" imageSrc="javascript:alert(1)" />)
    expect(screen.getByRole('img').querySelector('image')).toBeNull()
  })

  it('sizes itself in CSS pixels', () => {
    render(<QrCode value="x" label="QR" size={180} />)
    expect((screen.getByRole('img').parentElement as HTMLElement).style.width).toBe('180px')
  })
})
