// The repository's import rules, checked by scripts/dependencies.test.mjs (part of `npm test`).
//
// kit layers, top to bottom; a file imports only its own layer or a lower one:
//   index.ts, schemas.ts (the public entries, may import any layer)
//   react -> ui -> primitives -> core -> i18n -> chains -> api -> config -> utils -> errors
// `errors` is the floor: utils throws typed errors (parseCaipAddress), so errors may not import utils.
// Tests (`*.test.*`) and kit/src/test may import anything; nothing else imports them.
// No import cycles in kit/src, type-only imports included: a type cycle is still two modules that cannot be
// read one without the other.
// Packages: cli -> sandbox -> fixtures -> kit, across packages only by package name through `exports` maps.

/** kit/src layers, top first. */
const LAYERS = ['react', 'ui', 'primitives', 'core', 'i18n', 'chains', 'api', 'utils', 'config', 'errors']
/** Packages, top first. */
const PACKAGES = ['cli', 'sandbox', 'fixtures', 'kit']

const TEST = '(\\.test\\.[cm]?[jt]sx?$|^kit/src/test/|/__snapshots__/)'

const layerRules = LAYERS.slice(1).map((layer, index) => ({
  name: `kit-layer-${layer}`,
  comment: `kit/src/${layer} imports only its own or a lower layer (${LAYERS.slice(index + 1).join(', ')})`,
  severity: 'error',
  from: { path: `^kit/src/${layer}/`, pathNot: TEST },
  to: { path: `^kit/src/(${LAYERS.slice(0, index + 1).join('|')})/` },
}))

const packageRules = PACKAGES.slice(1).map((name, index) => ({
  name: `package-order-${name}`,
  comment: `${name} imports only lower packages (${PACKAGES.slice(index + 2).join(', ') || 'none'})`,
  severity: 'error',
  from: name === 'kit' ? { path: '^kit/', pathNot: TEST } : { path: `^${name}/` },
  to: { path: `^(${PACKAGES.slice(0, index + 1).join('|')})/` },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'kit-public-entry-is-top',
      comment: 'Only tests import the public entries; inside the kit, import the module itself',
      severity: 'error',
      from: { path: '^kit/src/', pathNot: TEST },
      to: { path: '^kit/src/(index|schemas)\\.ts$' },
    },
    {
      name: 'wagmi-behind-its-entry',
      comment: 'wagmi is an optional peer: only its entry (kit/src/wagmi.ts) and tests import kit/src/wagmi',
      severity: 'error',
      from: { path: '^kit/src/', pathNot: ['^kit/src/wagmi/', '^kit/src/wagmi\\.ts$', TEST] },
      to: { path: '^kit/src/wagmi(/|\\.ts$)' },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'Non-test code never imports kit/src/test or a test file',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles in kit/src, type-only imports included',
      severity: 'error',
      from: { path: '^kit/src/' },
      to: { circular: true },
    },
    ...packageRules,
    {
      name: 'kit-tests-import-only-fixtures',
      comment: 'kit tests may import @walletkit/fixtures, never the sandbox or the CLI',
      severity: 'error',
      from: { path: '^kit/' },
      to: { path: '^(sandbox|cli)/' },
    },
    {
      name: 'packages-by-name',
      comment:
        'Across packages only by package name (walletkit, @walletkit/fixtures, ...), never a relative path',
      severity: 'error',
      from: { path: `^(${PACKAGES.join('|')})/` },
      to: {
        path: `^(${PACKAGES.join('|')})/`,
        pathNot: '^$1/',
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
      },
    },
    {
      name: 'not-resolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // The repository reads the sandbox's source (its exports' `walletkit-source` condition, as tsconfig does): its
      // `default` build is absent from a clean clone until an e2e builds it.
      conditionNames: ['walletkit-source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.d.ts'],
    },
    extraExtensionsToScan: ['.mjs'],
    moduleSystems: ['es6', 'cjs'],
  },
}
