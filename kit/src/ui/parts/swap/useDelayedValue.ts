import { useEffect, useState } from 'react'

/**
 * A value that follows `value` once it has not changed for `delay` ms (the token search waits 300 ms, spec 9).
 * @example const search = useDelayedValue(typed, TIMINGS.searchDelay)
 */
export function useDelayedValue<Value>(value: Value, delay: number): Value {
  const [delayed, setDelayed] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return delayed
}
