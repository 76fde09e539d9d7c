import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../config/constants.js'
import { isNamespace } from './isNamespace.js'

describe('isNamespace', () => {
  it.each(NAMESPACES)('accepts the known namespace %s', (namespace) => {
    expect(isNamespace(namespace)).toBe(true)
  })

  it.each(['cosmos', 'EIP155', ' eip155', '', 'eip155:1', 155, null, undefined, {}])(
    'rejects %j, which is not a known namespace',
    (value) => {
      expect(isNamespace(value)).toBe(false)
    },
  )
})
