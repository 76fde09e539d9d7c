import { defineConfig } from 'vite'

// The two executables as ESM for Node; every package stays an import (node_modules), only cli/src is bundled.
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    rollupOptions: {
      input: { createWalletkit: 'src/bin/createWalletkit.ts', walletkit: 'src/bin/walletkit.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    },
  },
})
