export {
  AUTH_CONNECTOR_ID,
  type AuthAdapter,
  type CreateAuthAdapterParameters,
  createAuthAdapter,
} from './createAuthAdapter.js'
export type { AuthProvider, AuthProviderHooks } from './createAuthProvider.js'
export type {
  CreateFrameClientParameters,
  FrameClient,
  FrameQuery,
  FrameRequestOptions,
} from './createFrameClient.js'
export * from './frameMessages.js'
export { isAuthProvider } from './isAuthProvider.js'
export type { AppEvent } from './parseAppMessage.js'
export type { DroppedFrameMessage, FrameMessage } from './parseFrameMessage.js'
