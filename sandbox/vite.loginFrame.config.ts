import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The login frame's pages built for an installed sandbox (dist/loginFrame), the kit's schemas inside them.
export default defineConfig({
  root: fromHere('./src/loginFrame/app'),
  base: '/',
  resolve: { alias: { 'walletkit/schemas': fromHere('../kit/src/schemas.ts') } },
  build: {
    outDir: fromHere('./dist/loginFrame'),
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
    target: 'es2022',
    rollupOptions: {
      input: {
        index: fromHere('./src/loginFrame/app/index.html'),
        social: fromHere('./src/loginFrame/app/social.html'),
        farcaster: fromHere('./src/loginFrame/app/farcaster.html'),
      },
    },
  },
})
