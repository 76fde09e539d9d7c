import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { EmailText } from './EmailText.js'

afterEach(cleanup)

it('keeps the address as it is and lets it wrap only after the "@" and the dots', () => {
  const { container } = render(
    <p>
      <EmailText email="alexandria.montgomery@mail.example" />
    </p>,
  )
  expect(container.textContent).toBe('alexandria.montgomery@mail.example')
  expect(container.querySelector('p')?.innerHTML).toBe('alexandria.<wbr>montgomery@<wbr>mail.<wbr>example')
})
