import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'
import { CliError } from '../CliError.js'
import { RELEASED_PACKAGES, type ReleasedSpecifiers } from './releasedPackages.js'

/** Parameters of {@link scaffoldProject}. */
export type ScaffoldProjectParameters = {
  templateDir: string
  targetDir: string
  projectName: string
  /** The released packages' specifiers (e.g. `walletkit`: `^0.1.0`), written over the template's, and overrides. */
  released: ReleasedSpecifiers
  /** The already validated source of walletkit.config.ts. */
  configSource: string
  /** The source of src/walletKit.ts (its adapters); the template's own file when left out. */
  kitModuleSource?: string | undefined
  /** Replaces a non-empty target directory instead of refusing it. */
  overwrite: boolean
}

/** The template's own text for the app's name, rewritten to the project name in these files (and nowhere else). */
export const TEMPLATE_APP_NAME = 'My WalletKit app'
const filesNamingTheApp = ['index.html', 'README.md', join('src', 'App.tsx'), join('app', 'layout.tsx')]
/** Dotfiles are stored without their dot, so npm publishes them and tools leave them alone (GitHub runs no workflow of a template). */
const renamedOnCopy: Record<string, string> = { _gitignore: '.gitignore', _github: '.github' }
const skipped = new Set(['node_modules', 'dist', 'package-lock.json'])

/**
 * Copies a template into a new project: builds it whole in a hidden sibling folder, then moves it into place, so a
 * failure leaves nothing behind. Refuses a non-empty target unless `overwrite`.
 * @example await scaffoldProject({ templateDir, targetDir, projectName: 'my-app', released: releasedSpecifiers({ version: '0.1.0' }), configSource, overwrite: false })
 */
export async function scaffoldProject({
  templateDir,
  targetDir,
  projectName,
  released,
  configSource,
  kitModuleSource,
  overwrite,
}: ScaffoldProjectParameters): Promise<void> {
  const existing = existsSync(targetDir) ? await readdir(targetDir) : undefined
  if (existing && existing.length > 0 && !overwrite)
    throw new CliError(
      'WK_CLI_TARGET_NOT_EMPTY',
      `${targetDir} is not empty; choose another name, empty it, or pass --overwrite to replace it`,
    )

  await mkdir(dirname(targetDir), { recursive: true })
  const staging = join(dirname(targetDir), `.${basename(targetDir)}.create-walletkit-${process.pid}`)
  await rm(staging, { recursive: true, force: true })
  try {
    await cp(templateDir, staging, {
      recursive: true,
      filter: (source) =>
        !relative(templateDir, source)
          .split(sep)
          .some((part) => skipped.has(part)),
    })
    for (const [stored, real] of Object.entries(renamedOnCopy))
      if (existsSync(join(staging, stored))) await rename(join(staging, stored), join(staging, real))

    const packageJsonPath = join(staging, 'package.json')
    const packageJson = JSON.parse(await readFile(packageJsonPath, 'utf8')) as TemplatePackageJson
    packageJson.name = projectName
    await writeFile(packageJsonPath, `${JSON.stringify(withReleased(packageJson, released), null, 2)}\n`)
    for (const file of filesNamingTheApp) {
      const path = join(staging, file)
      if (existsSync(path))
        await writeFile(path, (await readFile(path, 'utf8')).replaceAll(TEMPLATE_APP_NAME, projectName))
    }
    await writeFile(join(staging, 'walletkit.config.ts'), configSource)
    if (kitModuleSource !== undefined) await writeFile(join(staging, 'src', 'walletKit.ts'), kitModuleSource)

    if (existing) await rm(targetDir, { recursive: true, force: true })
    await rename(staging, targetDir)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}

type TemplatePackageJson = {
  name: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, string>
}

/** Every template's package.json names the released packages it needs; the CLI fills in which version, or drops one. */
function withReleased(packageJson: TemplatePackageJson, released: ReleasedSpecifiers): TemplatePackageJson {
  for (const dependencies of [packageJson.dependencies, packageJson.devDependencies])
    for (const name of RELEASED_PACKAGES) {
      if (!dependencies || !(name in dependencies)) continue
      const specifier = released.specifiers[name]
      if (specifier === undefined) delete dependencies[name]
      else dependencies[name] = specifier
    }
  if (Object.keys(released.overrides).length > 0)
    packageJson.overrides = { ...packageJson.overrides, ...released.overrides }
  return packageJson
}
