/**
 * The most JS, in gzipped KiB, that the benchmark's minimal host page (React and `<ConnectButton/>`) may download before
 * the first click. Issue "Looks and feels": start-up bytes do not grow as views, images and namespaces are added (they
 * load when used). 103.7 KiB on 2026-11-25; a merge that puts a schema library or a view on the start-up path (zod
 * classic cost 10 KiB) fails `npm test` here, bytes being deterministic where timings are not.
 */
export const START_UP_BUDGET_KIB = 104
