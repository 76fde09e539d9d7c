import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CliError } from '../CliError.js'

/**
 * The folder of a template: `templates/<name>` beside the CLI when published, or at the repository's root here.
 * From source (`cli/src/create/*.ts`, under tsx or vitest) the walk starts at the repository's root: `npm pack`
 * copies the templates into `cli/templates` while it packs and removes them after, beside tests that scaffold.
 * @example findTemplateDir('vite-react-ts') // '/…/templates/vite-react-ts'
 */
export function findTemplateDir(name: string, from: string = fileURLToPath(import.meta.url)): string {
  let dir = from.endsWith('.ts') ? join(dirname(from), '..', '..', '..') : dirname(from)
  for (let level = 0; level < 5; level++) {
    const candidate = join(dir, 'templates', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    dir = dirname(dir)
  }
  throw new CliError('WK_CLI_TEMPLATE_MISSING', `The template "${name}" is missing from this installation`)
}
