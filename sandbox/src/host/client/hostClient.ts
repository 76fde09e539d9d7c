// What a host's page loads of the sandbox (walletkitSandboxPlugin): the boot, which mounts the panel, and the options
// pointer the app's walletkit.config.ts passes through. One module, so both share one boot. Installed, it is built to
// dist/client/hostClient.js with only the kit and React left as imports, which the host's own copies answer.
export { sandboxReady } from './bootHostSandbox.js'
export { pointConfigAtWorld } from './pointConfigAtWorld.js'
