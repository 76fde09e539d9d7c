// Finds module-level mutable state in a TypeScript source: DESIGN.md's "no module-level state".
import ts from 'typescript'

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet'])
const READONLY_TYPES = new Set(['ReadonlyMap', 'ReadonlySet'])

/** Strips `as`, `satisfies`, `!` and parentheses around an expression. */
function unwrap(expression) {
  let current = expression
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression
  return current
}

/** `new Map(...)` and friends: the collection's name, or undefined. */
function collectionCreated(expression) {
  const inner = expression && unwrap(expression)
  if (!inner || !ts.isNewExpression(inner) || !ts.isIdentifier(inner.expression)) return undefined
  return COLLECTIONS.has(inner.expression.text) ? inner.expression.text : undefined
}

/** True when the declaration is typed (or cast) as ReadonlyMap/ReadonlySet. */
function isReadonlyTyped(declaration) {
  const types = [declaration.type]
  let current = declaration.initializer
  while (current && (ts.isAsExpression(current) || ts.isSatisfiesExpression(current))) {
    types.push(current.type)
    current = current.expression
  }
  return types.some(
    (type) => type && ts.isTypeReferenceNode(type) && READONLY_TYPES.has(type.typeName.getText()),
  )
}

/**
 * Each module-level `let`/`var`, and each module-level `new Map/Set/WeakMap/WeakSet` not typed ReadonlyMap or
 * ReadonlySet, in `text`, as `file:line: what`.
 * @example findModuleState('a.ts', 'let count = 0') // ['a.ts:1: module-level let count']
 */
export function findModuleState(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found = []
  const report = (node, what) =>
    found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const list = statement.declarationList
    const keyword = list.flags & ts.NodeFlags.Let ? 'let' : list.flags & ts.NodeFlags.Const ? 'const' : 'var'
    for (const declaration of list.declarations) {
      const name = declaration.name.getText()
      if (keyword !== 'const') report(declaration, `module-level ${keyword} ${name}`)
      else if (collectionCreated(declaration.initializer) && !isReadonlyTyped(declaration))
        report(declaration, `module-level new ${collectionCreated(declaration.initializer)} ${name}`)
    }
  }
  return found
}
