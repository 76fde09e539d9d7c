import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmptyState } from './EmptyState.js'

afterEach(cleanup)

describe('EmptyState', () => {
  it('shows the message, the sentence and the next step, which does what it says', () => {
    const receive = vi.fn()
    render(
      <EmptyState
        icon="image"
        title="No NFTs yet"
        text="NFTs you own show here."
        action={{ label: 'Receive', onClick: receive }}
      />,
    )
    const state = screen.getByRole('status')
    expect(state.textContent).toBe('No NFTs yetNFTs you own show here.Receive')
    expect(state.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
    expect(receive).toHaveBeenCalledOnce()
  })

  it('announces a failure at once (role alert) and shows no button without a next step', () => {
    render(<EmptyState icon="offline" tone="error" title="Could not load this view" />)
    expect(screen.getByRole('alert').textContent).toBe('Could not load this view')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
