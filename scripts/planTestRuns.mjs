/**
 * The vitest runs `npm test` starts, side by side: the unit projects in one process and the e2e project in another.
 * The e2e files wait on browsers, chains and timers and leave most of a core idle, the unit projects never fill two
 * cores (per-file start-up, imports, jsdom); one after the other in one vitest (its project groups run in turn) the
 * run took about 1,170 s here. With arguments (a project, a file), one vitest run takes them as given.
 * @example planTestRuns([]) // [{ name: 'unit', args: ['run', '--project', '!e2e'] }, { name: 'e2e', args: [...] }]
 */
export function planTestRuns(args) {
  if (args.length > 0) return [{ name: 'tests', args: ['run', ...args] }]
  return [
    { name: 'unit', args: ['run', '--project', '!e2e'] },
    { name: 'e2e', args: ['run', '--project', 'e2e'] },
  ]
}
