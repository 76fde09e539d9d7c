// The declarations of the sandbox's Node entries (./host, ./testing) in dist/types, for a host's TypeScript. The
// fixtures are bundled into the JavaScript and not published, so their declarations ship too, and imports of
// `@walletkit/fixtures` are rewritten to those files.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = join(root, 'dist', 'types')
const fixtures = { '@walletkit/fixtures': 'index.js', '@walletkit/fixtures/node': 'node.js' }

rmSync(out, { recursive: true, force: true })
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json'], {
  cwd: root,
  stdio: 'inherit',
})
for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue
  const path = join(out, file)
  const text = readFileSync(path, 'utf8')
  const rewritten = text.replace(
    /(from |import\()'(@walletkit\/fixtures(?:\/node)?)'/g,
    (_, keyword, name) => {
      let target = relative(dirname(path), join(out, 'fixtures', 'src', fixtures[name]))
      if (!target.startsWith('.')) target = `./${target}`
      return `${keyword}'${target}'`
    },
  )
  if (rewritten !== text) writeFileSync(path, rewritten)
}
