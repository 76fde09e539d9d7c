import { useEffect, useState } from 'react'
import {
  type LoadOnrampOptionsReturnType,
  loadOnrampOptions,
} from '../../../core/onramp/loadOnrampOptions.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * The onramp options, loaded when Buy shows: the provider's, or the sample list when they fail (spec 8).
 * Undefined while loading.
 * @example const loaded = useOnrampOptions(kit)
 */
export function useOnrampOptions(kit: WalletKit): LoadOnrampOptionsReturnType | undefined {
  const [loaded, setLoaded] = useState<LoadOnrampOptionsReturnType>()
  useEffect(() => {
    const controller = new AbortController()
    loadOnrampOptions(kit, { signal: controller.signal }).then(
      (result) => {
        if (!controller.signal.aborted) setLoaded(result)
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [kit])
  return loaded
}
