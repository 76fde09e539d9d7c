import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { renderWithKit } from '../test/renderWithKit.js'
import { ConnectButton } from './ConnectButton.js'

afterEach(() => {
  cleanup()
  for (const element of document.head.querySelectorAll('meta[property="csp-nonce"], style[data-walletkit]'))
    element.remove()
})

it('gives every style sheet of the button and the modal the nonce the host declares', async () => {
  const meta = document.createElement('meta')
  meta.setAttribute('property', 'csp-nonce')
  meta.setAttribute('nonce', 'aG9zdC1ub25jZQ')
  document.head.append(meta)
  renderWithKit(<ConnectButton />, createTestKit())
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await screen.findByRole('dialog')
  const sheets = [...document.head.querySelectorAll('style[data-walletkit]')]
  expect(sheets.map((sheet) => sheet.getAttribute('data-walletkit'))).toEqual(
    expect.arrayContaining(['theme', 'button', 'modal']),
  )
  expect(sheets.filter((sheet) => sheet.getAttribute('nonce') !== 'aG9zdC1ub25jZQ')).toEqual([])
})
