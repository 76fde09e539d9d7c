import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const NEXT_CONFIGS = [
  'next.config.ts',
  'next.config.mts',
  'next.config.js',
  'next.config.mjs',
  'next.config.cjs',
]

/**
 * Whether a project is a Next.js app: it has a next.config file, or `next` among its dependencies.
 * @example isNextProject(process.cwd()) // true in a project from the next-app template
 */
export function isNextProject(root: string): boolean {
  if (NEXT_CONFIGS.some((file) => existsSync(join(root, file)))) return true
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    return Boolean(manifest.dependencies?.next ?? manifest.devDependencies?.next)
  } catch {
    return false
  }
}
