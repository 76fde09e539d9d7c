import { defineConfig } from 'vite'

// Library build: ESM only, every bare import left to the host's bundler.
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        schemas: 'src/schemas.ts',
        solana: 'src/solana.ts',
        polkadot: 'src/polkadot.ts',
        bitcoin: 'src/bitcoin.ts',
        networks: 'src/networks.ts',
        wagmi: 'src/wagmi.ts',
        ssr: 'src/ssr.ts',
      },
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    },
  },
})
