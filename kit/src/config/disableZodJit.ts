// Imported first by each entry (index.ts, schemas.ts), for its side effect only, before any schema is built.
import { z } from 'zod/mini'

// zod's JIT probes `new Function('')` when it builds its first object schema. A host page served without
// 'unsafe-eval' reports that probe as a Content Security Policy violation even though zod catches the error, so the
// kit turns the JIT off: its payloads are small and the interpreted parser is as correct.
z.config({ jitless: true })
