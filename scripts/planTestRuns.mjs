/**
 * The vitest runs `npm test` starts: the unit projects in one process and the e2e project (real Chromium against one
 * sandbox, one file at a time) in another, side by side; and once the unit run has ended, the `e2e-apps` project in a
 * third (`after: 'unit'`): the files that install the packages and run their apps (npm installs, Vite and Next.js
 * builds, each app's own `walletkit dev`).
 *
 * Why so: one after the other in one vitest the run took about 1,170 s here, as the e2e files leave most of a core
 * idle; unit and e2e side by side, 1,006 s (CI 17m27s). With the unit run over, the e2e process alone keeps about 1.25
 * of the two cores busy, the browser's work waiting on itself. Splitting the browser files over two processes filled
 * the cores but not faster: two Chromium runs side by side each took about 1.4 times as long per file, clicks were lost
 * and time-outs missed (two of four clean runs failed; a shared queue of files took CI to 17m51s). The app files are
 * other work (npm, compilers, dev servers in processes of their own, a few pages): they run in that idle core, after
 * the unit run, which keeps both cores busy until then. The e2e run is the longest (about 730 s alone here, its browser
 * mostly waiting on itself), so the other two run at a lower priority (`nice`): they take the cores it leaves idle
 * instead of slowing it down. The apps first and the unit run after them was slower: the apps took 591 s beside the
 * e2e run from the start (444 s after the unit run), 941 s in all against 910 (CI63, CI61). With arguments (a
 * project, a file), one vitest run takes them as given.
 * @example planTestRuns([]) // [{ name: 'unit', …, nice: 10 }, { name: 'e2e', … }, { name: 'apps', …, after: 'unit' }]
 */
export function planTestRuns(args) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  return [
    { name: 'unit', args: ['run', '--project', '!e2e*'], nice: 10 },
    { name: 'e2e', args: ['run', '--project', 'e2e'] },
    { name: 'apps', args: ['run', '--project', 'e2e-apps'], after: 'unit', nice: 10 },
  ]
}
