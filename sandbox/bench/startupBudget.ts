/**
 * The most JS, in gzipped KiB, that the bench's minimal host page (React and `<ConnectButton/>`, the kit taken from its
 * built package through its exports) may download before the first click: 119.0 KiB on 2026-11-27 (121,881 bytes,
 * the packed kit in a production Vite host; 103.7 when the page was built from the kit's source), plus 0.5. Issue
 * "Looks and feels": start-up bytes do not grow as views, images and namespaces are added (they load when used). A
 * merge that puts a schema library or a view on the start-up path (zod classic cost 10 KiB) fails `npm test` here
 * (`startupBytes.test.ts`) and `npm run bench` exits non-zero, bytes being deterministic where timings are not.
 */
export const START_UP_BUDGET_KIB = 119.5

/** Issue "Instant"'s target for the same figure, which `npm run bench` reports met or missed (not yet a failure). */
export const START_UP_TARGET_KIB = 100
