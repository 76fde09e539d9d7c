// Imported for its side effect, first, by each kit module that builds zod (classic) object schemas when it loads
// (jsonRpcResponseSchema, rpcRequestSchemas, parseRpcRequest, frameMessages), and by createWalletKit, which runs
// before the views and API clients, whose schemas load lazily. Listed in package.json's sideEffects so bundlers keep it.
import { z } from 'zod/mini'

// zod probes `new Function('')` when it builds its first object schema with its JIT on. A page served without
// 'unsafe-eval' reports that probe as a Content Security Policy violation even though zod catches the error, so the
// kit turns the JIT off: its payloads are small and the interpreted parser is as correct. zod keeps this setting
// in one global (`globalThis.__zod_globalConfig`), shared by every copy of zod on the page.
z.config({ jitless: true })
