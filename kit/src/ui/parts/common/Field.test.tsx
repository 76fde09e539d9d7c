import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Field } from './Field.js'

afterEach(cleanup)

describe('Field', () => {
  it('names its input with the label and shows what sits under it, with no alert while the value is fine', () => {
    render(
      <Field id="f-amount" label="Amount" below={<p>Balance: 1.000 ETH</p>}>
        <input id="f-amount" />
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy()
    expect(screen.getByText('Balance: 1.000 ETH')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the problem under the field as an alert, with the id its input describes itself by', () => {
    render(
      <Field id="f-amount" label="Amount" problem="Enter between $10.00 and $7,500.00">
        <input id="f-amount" aria-describedby="f-amount-problem" />
      </Field>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Enter between $10.00 and $7,500.00')
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-describedby')).toBe(
      'f-amount-problem',
    )
    expect(screen.getByRole('textbox', { description: 'Enter between $10.00 and $7,500.00' })).toBeTruthy()
  })
})
