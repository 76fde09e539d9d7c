import type { CaipNetwork } from '../../config/index.js'
import type { DirectoryImageKind } from '../../core/images/loadDirectoryImage.js'
import { networkImageId } from '../../core/network/networkImageId.js'
import { useKit } from '../context/useKit.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'
import { useRemoteImage } from './useRemoteImage.js'
import { WalletImage } from './WalletImage.js'

export type RemoteImageProps = {
  /** Which directory endpoint serves the image. */
  kind: DirectoryImageKind
  /** The image's id at that endpoint: a wallet's image id, a token symbol, a network's image id, a currency code. */
  id?: string | undefined
  /** What the image shows; the placeholder carries its first letter. */
  name: string
  /** An image URL the data already holds (a browser wallet's icon); used instead of the endpoint when safe. */
  src?: string | null | undefined
  size?: 'sm' | 'md' | 'lg'
  /** For a network's image: the network, whose `assets.imageUrl`, else `assets.imageId` or CAIP-2 id, is used. */
  network?: Pick<CaipNetwork, 'caipNetworkId' | 'assets'> | undefined
}

/**
 * The one way the modal shows a wallet, token, network or currency image: the data's own safe URL when it has one,
 * else the image fetched from the wallet directory with the component (a pulsing tile meanwhile); after 2 s, on any
 * failure or without an id, the one placeholder, the same neutral tile with a letter for every kind (round for
 * tokens and currencies, which are coins). Decorative:
 * the row around it carries the name.
 * @example <RemoteImage kind="token" id={token.symbol} name={token.name} />
 * @example <RemoteImage kind="network" network={network} name={network.name} size="sm" />
 */
export function RemoteImage({ kind, id, name, src, size = 'md', network }: RemoteImageProps) {
  const kit = useKit()
  const url = network ? network.assets?.imageUrl : src
  const direct = isSafeImageUrl(url) ? url : undefined
  const image = useRemoteImage(kit, kind, direct ? undefined : network ? networkImageId(network) : id)
  const round = kind === 'token' || kind === 'currency'
  if (direct) return <WalletImage name={name} src={direct} size={size} round={round} />
  if (image.status === 'loading')
    return (
      <span
        className="wk-img"
        data-size={size === 'md' ? undefined : size}
        data-round={round ? '' : undefined}
        data-loading=""
        aria-hidden="true"
      />
    )
  return (
    <WalletImage
      name={name}
      src={image.status === 'loaded' ? image.src : undefined}
      size={size}
      round={round}
    />
  )
}
