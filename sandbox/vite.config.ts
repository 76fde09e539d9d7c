import { defineConfig } from 'vite'

/** Every package stays an import (the sandbox's dependencies), but the fixtures, which are not published. */
const isPackageImport = (id: string) =>
  !id.startsWith('.') &&
  !id.startsWith('/') &&
  !id.startsWith('\0') &&
  !/^[A-Za-z]:[\\/]/.test(id) &&
  !id.startsWith('@walletkit/fixtures')

// The sandbox's Node side as ESM for Node (dist/node): what `walletkit dev` starts, the testing entry (a host's own
// tests), and the test wallet's own process.
// Its browser parts are built by vite.client.config.ts and vite.loginFrame.config.ts.
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/node',
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        host: 'src/host/startHostSandbox.ts',
        testing: 'src/testing.ts',
        testWalletProcess: 'src/walletconnect/testWalletProcess.ts',
      },
      // One folder: a chunk finds the wallet process and the package's files from where it lies.
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      external: isPackageImport,
    },
  },
  ssr: { noExternal: ['@walletkit/fixtures'] },
})
