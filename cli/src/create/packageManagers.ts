/** The package managers `--package-manager` accepts. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const
export type PackageManager = (typeof PACKAGE_MANAGERS)[number]

/**
 * The package manager that ran this command (from `npm_config_user_agent`, as `npm create` and `pnpm create` set
 * it), npm otherwise.
 * @example detectPackageManager({ npm_config_user_agent: 'pnpm/9.1.0 npm/? node/v20' }) // 'pnpm'
 */
export function detectPackageManager(env: Record<string, string | undefined>): PackageManager {
  const name = env.npm_config_user_agent?.split('/')[0]
  return PACKAGE_MANAGERS.find((manager) => manager === name) ?? 'npm'
}

/**
 * The command that runs a package.json script with this package manager.
 * @example runScriptCommand('npm', 'dev') // 'npm run dev'
 */
export function runScriptCommand(manager: PackageManager, script: string): string {
  return manager === 'npm' || manager === 'bun' ? `${manager} run ${script}` : `${manager} ${script}`
}
