import qrcode from 'qrcode-generator'
import { useMemo } from 'react'
import { isSafeImageUrl } from './isSafeImageUrl.js'

export type QrCodeProps = {
  /** What the code encodes: a WalletConnect URI, an address. */
  value: string
  /** The accessible name, e.g. "QR code for MetaMask". */
  label: string
  /** A logo drawn in the centre; the code then uses error correction H so scanners still read it. */
  imageSrc?: string | undefined
  /** Width and height in CSS pixels. */
  size?: number
}

/** Modules of light border around the code; scanners need a quiet zone. */
const QUIET_ZONE = 3

/**
 * A QR code as an SVG: always dark modules on a light tile (a dark theme must not invert it, scanners expect
 * dark on light), the tile's corners and border from the `--wk-*` variables, an optional logo in the centre.
 * @example <QrCode value={uri} label="QR code for MetaMask" imageSrc={wallet.imageUrl} />
 */
export function QrCode({ value, label, imageSrc, size = 260 }: QrCodeProps) {
  const image = isSafeImageUrl(imageSrc) ? imageSrc : undefined
  const { path, count } = useMemo(() => qrPath(value, image ? 'H' : 'M'), [value, image])
  const extent = count + QUIET_ZONE * 2
  // The logo covers under 5 % of the area, well inside what level H restores (30 %).
  const logo = Math.round(count * 0.22)
  const logoAt = (extent - logo) / 2
  return (
    <div
      style={{
        width: size,
        maxWidth: '100%',
        aspectRatio: '1',
        background: '#fff',
        borderRadius: 'var(--wk-radius-item, 16px)',
        border: '1px solid var(--wk-border, #e3e5eb)',
        boxSizing: 'border-box',
        padding: 4,
        lineHeight: 0,
      }}
    >
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${extent} ${extent}`}
        width="100%"
        height="100%"
        shapeRendering="crispEdges"
        data-qr-modules={count}
      >
        <rect width={extent} height={extent} fill="#fff" />
        <path d={path} fill="#000" />
        {image ? (
          <>
            <rect
              x={logoAt - 0.75}
              y={logoAt - 0.75}
              width={logo + 1.5}
              height={logo + 1.5}
              rx={1.5}
              fill="#fff"
              shapeRendering="geometricPrecision"
            />
            <image
              href={image}
              x={logoAt}
              y={logoAt}
              width={logo}
              height={logo}
              preserveAspectRatio="xMidYMid slice"
              clipPath="inset(0 round 1px)"
            />
          </>
        ) : null}
      </svg>
    </div>
  )
}

/** One path of unit squares, one per dark module, offset by the quiet zone. */
function qrPath(value: string, level: 'M' | 'H'): { path: string; count: number } {
  const code = qrcode(0, level)
  // The library maps each UTF-16 unit to one byte; hand it the UTF-8 bytes as a binary string instead.
  code.addData(String.fromCharCode(...new TextEncoder().encode(value)), 'Byte')
  code.make()
  const count = code.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
  return { path, count }
}
