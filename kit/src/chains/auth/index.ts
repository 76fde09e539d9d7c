export {
  AUTH_CONNECTOR_ID,
  type AuthAdapter,
  type CreateAuthAdapterParameters,
  createAuthAdapter,
} from './createAuthAdapter.js'
export type { AuthProvider, AuthProviderHooks } from './createAuthProvider.js'
export {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
  type FrameQuery,
  type FrameRequestOptions,
} from './createFrameClient.js'
export * from './frameMessages.js'
export { isAuthProvider } from './isAuthProvider.js'
export { type AppEvent, parseAppMessage } from './parseAppMessage.js'
export { type DroppedFrameMessage, type FrameMessage, parseFrameMessage } from './parseFrameMessage.js'
