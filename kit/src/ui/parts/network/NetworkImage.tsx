import type { CaipNetwork } from '../../../config/index.js'
import { networkImageId } from '../../../core/network/networkImageId.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'

export type NetworkImageProps = {
  /** The network; without one (an unknown network) the placeholder shows. */
  network: CaipNetwork | undefined
  /** The name shown beside the image; the placeholder carries its first letter. */
  name: string
  size?: 'sm' | 'md'
}

/**
 * A network's image: its `assets.imageUrl`, else GET /public/getAssetImage/{imageId or CAIP-2 id} (spec 7), with
 * the kit's placeholder while it loads or when it fails. Decorative.
 * @example <NetworkImage network={network} name={networkName} size="sm" />
 */
export function NetworkImage({ network, name, size = 'md' }: NetworkImageProps) {
  return (
    <RemoteImage
      kind="network"
      id={network ? networkImageId(network) : undefined}
      name={name}
      src={network?.assets?.imageUrl}
      size={size}
    />
  )
}
