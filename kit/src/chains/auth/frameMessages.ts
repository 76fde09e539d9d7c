// First: zod's JIT off before this module builds its object schemas (no `new Function` under a strict CSP).
import '../../config/disableZodJit.js'
import { z } from 'zod'

/** Prefix of every message the app (the kit) sends to the login frame (spec 7). */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** Prefix of every message the login frame sends to the app (spec 7). */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

const none = z.undefined()
const chainId = z.union([z.number(), z.string()])
const accountType = z.enum(['eoa', 'smartAccount'])

/** The payload of each app event (spec 7 "Login frame messages"). */
export const appEventPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email: z.string() }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp: z.string() }),
  CONNECT_SOCIAL: z.object({ uri: z.string() }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.object({ chainId, preferredAccountType: z.string().optional() }),
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']),
    /** Not in spec 7: the kit's random state, which the frame carries through the provider and back (DESIGN "Trust"). */
    state: z.string().optional(),
  }),
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ token: z.string().optional() }),
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RPC_REQUEST: z.object({ method: z.string(), params: z.unknown().optional(), chainId: chainId.optional() }),
  UPDATE_EMAIL: z.object({ email: z.string() }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: z.string() }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: z.string() }),
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    w3mThemeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z
      .object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      })
      .optional(),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: none,
} as const

/** The embedded-wallet user the frame answers GET_USER with (spec 3 "Auth user"). */
export const frameUserSchema = z.object({
  email: z.string().nullable().optional(),
  address: z.string(),
  chainId,
  smartAccountDeployed: z.boolean().optional(),
  accounts: z.array(z.object({ address: z.string(), type: accountType })).optional(),
  preferredAccountType: z.string().optional(),
  userName: z.string().optional(),
})

/** The SUCCESS payload the frame answers each app event with (spec 7). */
export const frameResponseSchemas = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: z.unknown(),
  CONNECT_OTP: z.unknown(),
  CONNECT_SOCIAL: frameUserSchema.partial().extend({ userName: z.string().optional() }),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: z.unknown(),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.unknown(),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.string() }),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.unknown(),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }),
  SYNC_THEME: z.unknown(),
  SYNC_DAPP_DATA: z.unknown(),
  RELOAD: z.unknown(),
} as const satisfies Record<AppEventType, z.ZodType>

export type AppEventType = keyof typeof appEventPayloadSchemas
export const APP_EVENT_TYPES = Object.keys(appEventPayloadSchemas) as AppEventType[]
export type AppEventPayload<Type extends AppEventType> = z.input<(typeof appEventPayloadSchemas)[Type]>
export type FrameResponse<Type extends AppEventType> = z.output<(typeof frameResponseSchemas)[Type]>
export type FrameUser = z.output<typeof frameUserSchema>

/** What the app posts to the frame: `{ type: '@w3m-app/CONNECT_EMAIL', id, payload }`. */
export type AppMessage = { type: string; id: string; payload?: unknown }

/** The error payload of an `_ERROR` event (spec 3: errors carry a message). */
export const frameErrorPayloadSchema = z.object({ message: z.string().optional() }).optional()

/** The frame-only events (spec 7): READY once loaded, SESSION_UPDATE with a new session token. */
export const frameOnlyEventSchemas = {
  READY: z.object({ version: z.string().optional() }).optional(),
  SESSION_UPDATE: z.object({ token: z.string() }),
} as const

/** Every message in either direction is an envelope with a type and, for requests and answers, an id (spec 3). */
export const envelopeSchema = z.object({
  type: z.string(),
  id: z.string().optional(),
  payload: z.unknown().optional(),
})
