import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The part of the sandbox a host's page loads under `walletkit dev` (boot, mock wallet, msw, the panel), built for the
// browser into dist/client/hostClient.js. The kit and React stay imports: the host's own copies answer them.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
    target: 'es2022',
    lib: { entry: 'src/host/client/hostClient.ts', formats: ['es'], fileName: () => 'hostClient.js' },
    rollupOptions: { external: (id) => /^(walletkit|react|react-dom)(\/|$)/.test(id) },
  },
})
