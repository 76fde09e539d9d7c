import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getLegalTerms } from './getLegalTerms.js'

const terms = 'https://app.example/terms'
const privacy = 'https://app.example/privacy'

describe('getLegalTerms', () => {
  it('asks for a ticked checkbox with legalCheckbox and either document', () => {
    const kit = createTestKit({ termsConditionsUrl: terms, features: { legalCheckbox: true } })
    expect(getLegalTerms(kit)).toEqual({
      termsConditionsUrl: terms,
      privacyPolicyUrl: undefined,
      consent: 'checkbox',
    })
  })

  it('falls back to the footer without legalCheckbox', () => {
    const kit = createTestKit({ termsConditionsUrl: terms, privacyPolicyUrl: privacy })
    expect(getLegalTerms(kit)?.consent).toBe('footer')
  })

  it('shows nothing, checkbox or not, when the host gives neither URL', () => {
    expect(getLegalTerms(createTestKit({ features: { legalCheckbox: true } }))).toBeUndefined()
    expect(getLegalTerms(createTestKit())).toBeUndefined()
  })
})
