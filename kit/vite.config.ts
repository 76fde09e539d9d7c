import { defineConfig } from 'vite'

// Library build: ESM only, every bare import left to the host's bundler, one file per source module
// (preserveModules). Merged chunks would undo the kit's own splitting in a host's build: a chunk the start-up path
// needs pulled in every module Vite had put beside it (zod's classic schemas of the login frame's messages with the
// options schema), 15 KiB gz more before the first click than the same host built from source.
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
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
})
