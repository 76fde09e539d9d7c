import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `walletkit dev` runs this same config, adding the sandbox beside the app.
export default defineConfig({
  plugins: [react()],
})
