/**
 * The vitest runs `npm test` starts: the e2e project (real Chromium against one sandbox, one file at a time) in one
 * process, and beside it the `e2e-apps` project (the files that install the packages and run their apps: npm installs,
 * Vite and Next.js builds, each app's own `walletkit dev`) in another, then once that has ended the unit projects in a
 * third (`after: 'apps'`).
 *
 * Why so: one after the other in one vitest the run took about 1,170 s here, as the e2e files leave most of a core
 * idle; unit and e2e side by side, 1,006 s (CI 17m27s). The e2e process alone keeps about 1.25 of the two cores busy,
 * the browser's work waiting on itself. Splitting the browser files over two processes filled the cores but not
 * faster: two Chromium runs side by side each took about 1.4 times as long per file, clicks were lost and time-outs
 * missed. The app files are other work (npm, compilers, dev servers in processes of their own, a few pages) that runs
 * in the core the e2e run leaves idle; all three at once was slower (the e2e run lost time). The unit run comes last
 * as it uses every core it gets: after the e2e run it finishes on both, where the apps, a chain of steps that keeps
 * about 1.25 cores busy, left the run's last minute half idle (CI61: unit 467 s then apps 444 s, the e2e run done
 * at 852 s, all at 910 s). The e2e run is the longest (about 730 s alone here), so the other two run at a lower
 * priority (`nice`): they take the cores it leaves idle instead of slowing it down. With arguments (a project, a
 * file), one vitest run takes them as given.
 * @example planTestRuns([]) // [{ name: 'apps', …, nice: 10 }, { name: 'e2e', … }, { name: 'unit', …, after: 'apps' }]
 */
export function planTestRuns(args) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  return [
    { name: 'apps', args: ['run', '--project', 'e2e-apps'], nice: 10 },
    { name: 'e2e', args: ['run', '--project', 'e2e'] },
    { name: 'unit', args: ['run', '--project', '!e2e*'], after: 'apps', nice: 10 },
  ]
}
