/**
 * About how long the longer e2e files took (seconds, one after the other beside the unit run, CI here). Every other
 * file, a new one too, counts as SHORT_FILE_SECONDS.
 */
const MEASURED_SECONDS = {
  'scenarioCoverageServices.e2e.ts': 90,
  'scenarioCoverageAccount.e2e.ts': 68,
  'swap.e2e.ts': 35,
  'smartSessions.e2e.ts': 34,
  'debugAlerts.e2e.ts': 34,
  'walletkitDevNamespaces.e2e.ts': 32,
  'faultRelayDrop.e2e.ts': 28,
  'overflowConnect.e2e.ts': 22,
  'buy.e2e.ts': 21,
  'names.e2e.ts': 21,
  'locales.e2e.ts': 19,
  'walletconnectMobile.e2e.ts': 19,
  'swapBuyScenarios.e2e.ts': 19,
  'embeddedSocial.e2e.ts': 19,
  'account.e2e.ts': 18,
  'embeddedFrameSafety.e2e.ts': 17,
  'overflowAccount.e2e.ts': 17,
  'accountSend.e2e.ts': 16,
  'solanaAccount.e2e.ts': 15,
  'smartAccount.e2e.ts': 14,
  'connectOptions.e2e.ts': 14,
  'embeddedSession.e2e.ts': 13,
  'allWallets.e2e.ts': 11,
  'embeddedSocialTwice.e2e.ts': 11,
}
const SHORT_FILE_SECONDS = 4

/**
 * The files that install the packed packages (146, 48 and 20 s), in this order: one job, so one process packs the
 * tarballs (packedPackages first, which also installs the apps the others reuse) and they take turns with the apps
 * they share (scaffoldedTests edits the Vite app packedPackages serves; nextApp builds
 * in the Next.js app packedPackages runs `next dev` in).
 */
const PACKED_APP_FILES = ['packedPackages.e2e.ts', 'scaffoldedTests.e2e.ts', 'nextApp.e2e.ts']
const PACKED_APP_SECONDS = 214

const fileName = (file) => file.slice(file.lastIndexOf('/') + 1)

/**
 * Groups the e2e files into the jobs of the queue the e2e processes share (each job runs in one process, its files
 * in order), longest first: whichever process is free takes the next, so the short ones at the end even the
 * processes out. `files` are paths from the repository's root.
 * @example planE2eJobs(['sandbox/e2e/connect.e2e.ts', 'sandbox/e2e/swap.e2e.ts']) // [['sandbox/e2e/swap.e2e.ts'], ['sandbox/e2e/connect.e2e.ts']]
 */
export function planE2eJobs(files) {
  const packed = PACKED_APP_FILES.flatMap((name) => files.filter((file) => fileName(file) === name))
  const jobs = [
    ...(packed.length > 0 ? [{ files: packed, seconds: PACKED_APP_SECONDS }] : []),
    ...files
      .filter((file) => !packed.includes(file))
      .map((file) => ({ files: [file], seconds: MEASURED_SECONDS[fileName(file)] ?? SHORT_FILE_SECONDS })),
  ]
  return jobs
    .map((job, index) => ({ ...job, index }))
    .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
    .map((job) => job.files)
}
