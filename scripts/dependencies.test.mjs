import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkedFolders, findDependencyViolations, repositoryRoot } from './findDependencyViolations.mjs'

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('hold in kit, fixtures, sandbox and cli', async () => {
    const violations = await findDependencyViolations({ baseDir: repositoryRoot, folders: checkedFolders })
    expect(violations.join('\n')).toBe('')
  }, 120_000)

  describe('over a tree that breaks each of them', () => {
    let root
    afterAll(() => root && rm(root, { recursive: true, force: true }))

    it('report an upward import, a cycle, a relative path into another package, kit importing fixtures, test code in product code, and let tests import anything', async () => {
      root = await mkdtemp(join(tmpdir(), 'walletkit-rules-'))
      const files = {
        'kit/src/ui/ShownThing.ts': 'export const shownThing = 1\n',
        'kit/src/core/readsUi.ts':
          "import { shownThing } from '../ui/ShownThing.js'\nexport const upward = shownThing\n",
        'kit/src/utils/first.ts':
          "import { second } from './second.js'\nexport const first = () => second()\n",
        'kit/src/utils/second.ts':
          "import { first } from './first.js'\nexport const second = () => first()\n",
        'kit/src/test/helper.ts': 'export const helper = 1\n',
        'kit/src/api/usesHelper.ts':
          "import { helper } from '../test/helper.js'\nexport const used = helper\n",
        'kit/src/api/usesHelper.test.ts':
          "import { shownThing } from '../ui/ShownThing.js'\nexport const t = shownThing\n",
        'sandbox/src/reachesIn.ts':
          "import { first } from '../../kit/src/utils/first.js'\nexport const reached = first\n",
        'kit/src/config/readsFixtures.ts':
          "import { fixture } from '../../../fixtures/src/fixture.js'\nexport const read = fixture\n",
        'fixtures/src/fixture.ts': 'export const fixture = 1\n',
      }
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(root, path)), { recursive: true })
        await writeFile(join(root, path), text)
      }
      const violations = await findDependencyViolations({
        baseDir: root,
        folders: ['kit/src', 'sandbox', 'fixtures'],
      })
      expect(violations).toEqual([
        'kit-layer-core: kit/src/core/readsUi.ts → kit/src/ui/ShownThing.ts',
        'no-cycles: kit/src/utils/first.ts → kit/src/utils/second.ts → kit/src/utils/first.ts',
        'no-test-code-in-product: kit/src/api/usesHelper.ts → kit/src/test/helper.ts',
        'package-order-kit: kit/src/config/readsFixtures.ts → fixtures/src/fixture.ts',
        'packages-by-name: kit/src/config/readsFixtures.ts → fixtures/src/fixture.ts',
        'packages-by-name: sandbox/src/reachesIn.ts → kit/src/utils/first.ts',
      ])
    }, 60_000)
  })
})
