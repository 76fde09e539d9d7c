/**
 * The most JS, in gzipped KiB, that the bench's minimal host page (React and `<ConnectButton/>`, the kit taken from its
 * built package through its exports) may download before the first click: 103.7 KiB on 2026-11-27, plus 0.5. It was
 * 119.0 KiB (121,881 bytes) until the package kept one file per source module (kit/vite.config.ts): its merged chunks
 * had undone the kit's own splitting in the host's build; a host built from the kit's source got 103.7 all along. Issue
 * "Looks and feels": start-up bytes do not grow as views, images and namespaces are added (they load when used). A
 * merge that puts a schema library or a view on the start-up path (zod classic cost 10 KiB) fails `npm test` here
 * (`startupBytes.test.ts`) and `npm run bench` exits non-zero, bytes being deterministic where timings are not.
 */
export const START_UP_BUDGET_KIB = 104.2

/** Issue "Instant"'s target for the same figure, which `npm run bench` reports met or missed (not yet a failure). */
export const START_UP_TARGET_KIB = 100
