/**
 * The vitest runs `npm test` starts, side by side: the unit projects in one process and the e2e project (real Chromium
 * against one sandbox, one file at a time) in another. One after the other in one vitest the run took about 1,170 s
 * here, as the e2e files leave most of a core idle; side by side, 1,006 s (CI 17m27s). Splitting the e2e files over
 * two processes as well (a sandbox and a Chromium each) took CI to 15-17 minutes, but with the two cores asked for
 * about four at once, clicks were lost and time-outs missed: two of four clean runs failed, so it is not done. Nor did a
 * second e2e process help that started when the unit run ended and shared a queue of the e2e files with the first
 * (17m51s): the two cores were busy throughout (about 10 % idle), and two Chromium runs side by side each took about
 * 1.4 times as long per file. With arguments (a project, a file), one vitest run takes them as given.
 * @example planTestRuns([]) // [{ name: 'unit', … }, { name: 'e2e', … }]
 */
export function planTestRuns(args) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  return [
    { name: 'unit', args: ['run', '--project', '!e2e'] },
    { name: 'e2e', args: ['run', '--project', 'e2e'] },
  ]
}
