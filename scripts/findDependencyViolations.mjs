// Runs dependency-cruiser with the repository's rules (.dependency-cruiser.cjs) and returns what breaks them.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** The folders whose imports the rules cover. */
export const checkedFolders = ['kit/src', 'fixtures/src', 'sandbox', 'cli/src', 'cli/bin']

/**
 * Every import under `folders` of `baseDir` that breaks a rule of .dependency-cruiser.cjs, one line each
 * (`rule: from → to`, a cycle as its whole path), sorted.
 * @example expect(await findDependencyViolations({ baseDir: repositoryRoot, folders: checkedFolders })).toEqual([])
 */
export async function findDependencyViolations({ baseDir, folders }) {
  const options = await extractDepcruiseOptions(join(repositoryRoot, '.dependency-cruiser.cjs'))
  const tsConfigFile = join(baseDir, 'tsconfig.json')
  const hasTsConfig = existsSync(tsConfigFile)
  const ruleSetOptions = { ...options.ruleSet.options }
  if (hasTsConfig) ruleSetOptions.tsConfig = { fileName: tsConfigFile }
  else delete ruleSetOptions.tsConfig
  const cruiseOptions = {
    ...options,
    ...ruleSetOptions,
    baseDir,
    ruleSet: { ...options.ruleSet, options: ruleSetOptions },
    outputType: 'json',
  }
  if (!hasTsConfig) delete cruiseOptions.tsConfig
  // tsconfig `paths` (walletkit -> kit/src/index.ts) resolve from the working directory.
  const previousDirectory = process.cwd()
  process.chdir(baseDir)
  const { output } = await cruise(
    folders.filter((folder) => existsSync(join(baseDir, folder))),
    cruiseOptions,
    hasTsConfig ? { tsConfig: tsConfigFile } : {},
    hasTsConfig ? { tsConfig: extractTSConfig(tsConfigFile) } : {},
  ).finally(() => process.chdir(previousDirectory))
  const result = typeof output === 'string' ? JSON.parse(output) : output
  return result.summary.violations
    .map((violation) =>
      violation.cycle?.length
        ? `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(' → ')}`
        : `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    )
    .sort()
}
