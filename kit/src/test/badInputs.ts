// Test support for the fuzz tests: inputs a broken or hostile provider, frame, host page or stored state could hand
// a parser.
import fc from 'fast-check'
import { z } from 'zod'

/** A string of 256 KiB, and one of 32,768 code points that take two UTF-16 units each. */
const hugeStrings = fc.constantFrom('a'.repeat(262_144), '😀'.repeat(32_768))

/** Keys that name Object.prototype's members, which a careless reader takes for data or a prototype. */
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']

/** Arrays or objects nested 2,000 deep, built without recursion. */
const deepNesting = fc.tuple(fc.boolean(), fc.jsonValue({ maxDepth: 1 })).map(([asArrays, leaf]) => {
  let value: unknown = leaf
  for (let depth = 0; depth < 2_000; depth++) value = asArrays ? [value] : { a: value }
  return value
})

/** Objects whose own keys are prototype names (as JSON.parse makes them), beside ordinary keys. */
const prototypeObjects = fc
  .tuple(
    fc.subarray(prototypeKeys, { minLength: 1 }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
  )
  .map(([keys, value, rest]) =>
    JSON.parse(
      `{${[...keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(value)}`), JSON.stringify(rest).slice(1, -1)].filter(Boolean).join(',')}}`,
    ),
  )

/** A value of a type no schema field expects in that place, or a hostile shape. */
export const wrongValues: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', '0x', [], {}), weight: 4 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }), weight: 2 },
  { arbitrary: prototypeObjects, weight: 2 },
  { arbitrary: hugeStrings, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
)

/**
 * Bad inputs of any shape: any JSON value, wrong values, huge strings, prototype keys, deep nesting.
 * @example fc.assert(fc.property(badValues, (value) => { parse(value) }))
 */
export const badValues: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue(), wrongValues)

/**
 * Values shaped like `schema` (its JSON Schema as input), where any field may hold a wrong value instead: the wrong
 * type at each field of an otherwise valid sample, nested as deep as the schema goes.
 * @example fc.assert(fc.property(nearlyValid(identitySchema), (value) => { identitySchema.safeParse(value) }))
 */
export function nearlyValid(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fromJsonSchema(root, root.$defs ?? {}, 0)
}

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minimum?: number
  maximum?: number
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

/** The valid shape at `node`, or (one time in five) a wrong value in its place. */
function fromJsonSchema(
  node: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  const valid = depth > 8 ? fc.jsonValue({ maxDepth: 1 }) : validShape(node, defs, depth + 1)
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: wrongValues, weight: 1 })
}

function validShape(
  node: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  const next = (child: JsonSchema) => fromJsonSchema(child, defs, depth)
  if (node.$ref) return next(defs[node.$ref.replace('#/$defs/', '')] ?? {})
  const alternatives = node.anyOf ?? node.oneOf ?? node.allOf
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(next))
  if ('const' in node) return fc.constant(node.const)
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum)
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => validShape({ ...node, type }, defs, depth)))
  switch (types[0]) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, next(child)]),
      )
      const requiredKeys = (node.required ?? []).filter((key) => Object.hasOwn(properties, key))
      const record = fc.record(properties, { requiredKeys })
      const extra = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined
      if (!extra || Object.keys(properties).length > 0) return record
      const names = node.propertyNames?.enum as string[] | undefined
      const keys = names && names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 8 })
      return fc.dictionary(keys, next(extra), { maxKeys: 3 })
    }
    case 'array':
      if (node.prefixItems) return fc.tuple(...node.prefixItems.map(next))
      return fc.array(next(node.items ?? {}), { maxLength: 2 })
    case 'string':
      return node.pattern ? fc.stringMatching(new RegExp(node.pattern)) : fc.string({ maxLength: 20 })
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1_000, max: node.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({ noNaN: true, min: node.minimum ?? -1e6, max: node.maximum ?? 1e6 })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
