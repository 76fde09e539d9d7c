import { useEffect, useRef } from 'react'

/**
 * A ref that is true while the component is mounted, so an async result arriving later is dropped.
 * @example const mounted = useMountedRef(); await work(); if (mounted.current) setDone(true)
 */
export function useMountedRef() {
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return mounted
}
