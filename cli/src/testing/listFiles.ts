import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Every file under a folder, as sorted relative paths, leaving out the folders given by name.
 * @example listFiles(dir, ['node_modules']) // ['index.html', 'src/App.tsx', …]
 */
export function listFiles(dir: string, skip: readonly string[] = []): string[] {
  const files: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (skip.includes(entry.name)) continue
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(dir, path))
    }
  }
  walk(dir)
  return files.sort()
}
