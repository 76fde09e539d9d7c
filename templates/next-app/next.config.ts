import type { NextConfig } from 'next'

// `walletkit dev` runs `next dev` with this same config, behind the sandbox.
const nextConfig: NextConfig = {}

export default nextConfig
