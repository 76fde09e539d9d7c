// The sandbox's testing entry (`@walletkit/sandbox/testing`): the local world for a host's own tests. Node side:
// startWorld / attachWorld and their controls; page side: the Playwright helpers; component tests: createTestWalletKit.
export type { AttachedWorld, WorldInfo } from './world/attachWorld.js'
export { attachWorld, WORLD_ENV } from './world/attachWorld.js'
export type { ScriptedAnswer, ScriptedWallet } from './world/component/createScriptedWallet.js'
export { createScriptedWallet, SCRIPTED_WALLET_NAME } from './world/component/createScriptedWallet.js'
export type { CreateTestWalletKitParameters, TestWalletKit } from './world/component/createTestWalletKit.js'
export { createTestWalletKit } from './world/component/createTestWalletKit.js'
export type { BalanceOfOptions, ChainControls } from './world/createChainControls.js'
export type { InboxControls } from './world/createInboxControls.js'
export type {
  WalletConnectControls,
  WalletConnectPending,
  WalletConnectState,
  WalletConnectTarget,
} from './world/createWalletConnectControls.js'
export type { ConnectWorldOptions, WorldPage } from './world/playwright/connectWorld.js'
export { connectWorld } from './world/playwright/connectWorld.js'
export type { MockWalletControls } from './world/playwright/mockWallet.js'
export { mockWallet, pageScenario, setPageScenario, waitForWorldPage } from './world/playwright/mockWallet.js'
export type { AnsweredRequest, MockWalletAnswer } from './world/playwright/WorldPageHandle.js'
export type { WorldTestFixtures, WorldWorkerFixtures } from './world/playwright/worldFixtures.js'
export { worldFixtures } from './world/playwright/worldFixtures.js'
export type { StartedWorld, StartWorldParameters } from './world/startWorld.js'
export { startWorld } from './world/startWorld.js'
