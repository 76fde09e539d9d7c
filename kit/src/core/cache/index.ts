export { createTtlCache, type TtlCache } from './createTtlCache.js'
export { getOrLoad } from './getOrLoad.js'
