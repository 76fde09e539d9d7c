/**
 * Why a project name cannot be a folder and npm package name, or undefined when it can.
 * @example checkProjectName('My App') // 'use lower-case letters, digits, "-", "_" and "."'
 */
export function checkProjectName(name: string): string | undefined {
  if (name.length === 0) return 'give the project a name'
  if (name.length > 214) return 'at most 214 characters'
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name))
    return 'use lower-case letters, digits, "-", "_" and "." (starting with a letter or digit)'
  return undefined
}
