/**
 * The e2e files that run in the first of the two e2e processes, with about what each took one after the other here:
 * the ones that install the packed packages or start a `walletkit dev` of their own (the tarballs are packed once per
 * process), then the longest others; about 400 s of some 900. Every other file, a new one too, runs in the second.
 * Beside each other and the unit run, the first took 915 s and the second 795 s with debugAlerts.e2e.ts (34 s alone)
 * in the first, so it moved.
 */
const FIRST_E2E_FILES = [
  'packedPackages.e2e.ts', // 135 s with packing and two installs
  'scaffoldedTests.e2e.ts', // 50 s
  'nextApp.e2e.ts', // 24 s with `next build`
  'walletkitDevNamespaces.e2e.ts', // 32 s with its own sandbox
  'scenarioCoverageServices.e2e.ts', // 74 s
  'scenarioCoverageAccount.e2e.ts', // 60 s
  'faultRelayDrop.e2e.ts', // 28 s
]

/** The unit tests that pack and install packages, run beside the others (`createWalletkit.install.test.ts`). */
const INSTALL_TESTS = '**/*.install.test.*'

/**
 * The vitest runs `npm test` starts, side by side: the unit projects in one process, the tests that install packages
 * (`*.install.test.ts`: npm pack, npm install, a type check and a build, about 115 s) in another, and the e2e files
 * in two more, each e2e process with a sandbox and a Chromium of its own (its global setup) and its files one at a
 * time. The e2e files wait on browsers, chains and timers and leave most of a core idle, the unit projects never fill
 * two cores (per-file start-up, imports, jsdom): one after the other in one vitest the run took about 1,170 s here.
 * Side by side the two cores are the limit: the unit projects in two workers slowed every page (the e2e runs took 915
 * and 795 s, the unit 754 s); in one worker, at a lower priority or not, the unit run became the longest (867 s, the
 * e2e runs 800 to 850 s), with the install test holding its one worker for two minutes. `e2eFiles` are the e2e
 * files' paths from the repository's root; `cores` the machine's (`os.availableParallelism()`). With arguments (a
 * project, a file), one vitest run takes them as given.
 * @example planTestRuns([], ['sandbox/e2e/connect.e2e.ts']) // unit, install, then the e2e files in two runs
 */
export function planTestRuns(args, e2eFiles, cores = 2) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  // The e2e runs take about two cores here; what a bigger machine has beyond them goes to the unit projects.
  const unitWorkers = Math.max(1, cores - 2)
  const first = e2eFiles.filter((file) => FIRST_E2E_FILES.some((name) => file.endsWith(`/${name}`)))
  const second = e2eFiles.filter((file) => !first.includes(file))
  return [
    {
      name: 'unit',
      args: ['run', '--project', '!e2e', '--exclude', INSTALL_TESTS, `--maxWorkers=${unitWorkers}`],
    },
    { name: 'install', args: ['run', '--project', '!e2e', '.install.test.'] },
    ...[first, second]
      .filter((files) => files.length > 0)
      .map((files, index) => ({ name: `e2e-${index + 1}`, args: ['run', '--project', 'e2e', ...files] })),
  ]
}
