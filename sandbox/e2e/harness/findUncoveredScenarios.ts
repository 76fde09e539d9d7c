/** An e2e file by name (`scenarios.e2e.ts`) with its source text. */
export type E2eFile = { name: string; text: string }

/** Scenarios another file owns while it is being written elsewhere: the id and the file expected to trigger it. */
type OwnedElsewhere = Readonly<Record<string, string>>

/** Source text without its comments, so a scenario named only in a comment is not a reference. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

/** Whether the source names the scenario as a whole string literal ('id', "id" or `id`). */
const names = (source: string, id: string) =>
  [`'${id}'`, `"${id}"`, `\`${id}\``].some((literal) => source.includes(literal))

/**
 * The catalogue's scenarios that no e2e file triggers: none of the files names the scenario's id as a whole string
 * literal outside comments (as `chooseScenario(page, 'id')`, `gotoPlayground(page, url, { scenario: 'id' })` or a
 * table row `{ scenario: 'id', … }` do). A scenario in `ownedElsewhere` counts as covered while the file named for
 * it does not exist yet (it is being written on another branch); once that file exists, it must be referenced like
 * any other.
 * @example findUncoveredScenarios(['balance-500'], [{ name: 'a.e2e.ts', text: "chooseScenario(page, 'balance-500')" }]) // []
 */
export function findUncoveredScenarios(
  ids: readonly string[],
  files: readonly E2eFile[],
  ownedElsewhere: OwnedElsewhere = {},
): string[] {
  const sources = files.map((file) => withoutComments(file.text))
  const present = new Set(files.map((file) => file.name))
  return ids.filter((id) => {
    if (sources.some((source) => names(source, id))) return false
    const owner = ownedElsewhere[id]
    return !(owner && !present.has(owner))
  })
}
