/** Hosts where plain http is still this machine (a local wallet, the sandbox's stand-ins). */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/**
 * Whether a URL from data may be opened as a web page: https, or http on this machine only (127.0.0.1, localhost).
 * Every other scheme (javascript:, data:, ms-msdt:, intent:, plain http elsewhere) is refused.
 * @example isWebUrl('https://warpcast.com/~/siwf?channelToken=abc') // true
 */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:') return true
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname)
  } catch {
    return false
  }
}
