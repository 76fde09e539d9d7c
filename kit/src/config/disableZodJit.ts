// Imported for its side effect, first, by each kit module that builds zod (classic) object schemas when it loads
// (jsonRpcResponseSchema, rpcRequestSchemas, parseRpcRequest, frameMessages), and by createWalletKit, which runs
// before the views and API clients, whose schemas load lazily. Listed in package.json's sideEffects so bundlers keep it.
import type { $ZodConfig } from 'zod/v4/core'

// zod probes `new Function('')` when it builds its first object schema with its JIT on. A page served without
// 'unsafe-eval' reports that probe as a Content Security Policy violation even though zod catches the error, so the
// kit turns the JIT off: its payloads are small and the interpreted parser is as correct. zod keeps its settings in one
// global, `globalThis.__zod_globalConfig`, shared by every copy of zod on the page, which it adopts when it loads after
// this (zod's core.ts: pre-populating it "takes effect immediately on import"). Setting it there rather than through
// `z.config` keeps zod off the start-up path: createWalletKit builds no zod schema, and importing zod's `config` put a
// 3.9 KiB gz chunk of zod's core in the host's start-up download (issue "Instant").
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig }
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
