/**
 * The runs `npm test` starts: the unit projects in one vitest process and the e2e files in two more, each with a
 * sandbox and a Chromium of its own (its global setup), which take their files from one queue (planE2eJobs.mjs):
 * the first e2e process starts beside the unit run, the second when the unit run has ended. The e2e files wait on
 * browsers, chains and timers and leave most of a core idle: one after the other in one vitest the run took about
 * 1,170 s here; the unit run beside one e2e process, 1,006 s (the unit run 444 s of it, the e2e process alone for the
 * rest). Starting both e2e processes at once beside the unit run asked the two cores for about four processes at
 * once: clicks were lost and time-outs missed (two of four clean runs failed). With arguments (a project, a file), one
 * vitest run takes them as given.
 * @example planTestRuns([]) // [{ name: 'unit', … }, { name: 'e2e-1', queue: true }, { name: 'e2e-2', queue: true, after: 'unit' }]
 */
export function planTestRuns(args) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  return [
    { name: 'unit', args: ['run', '--project', '!e2e'] },
    { name: 'e2e-1', queue: true },
    { name: 'e2e-2', queue: true, after: 'unit' },
  ]
}
