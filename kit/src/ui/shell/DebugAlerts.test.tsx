import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

describe('DebugAlerts', () => {
  it('warns that the project id is not configured, in debug mode', async () => {
    await renderModal(createTestKit({ debug: true }), 'Networks')
    expect(screen.getByRole('alert').textContent).toContain('Project ID Not Configured')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the alert errors the kit reports', async () => {
    const kit = createTestKit({ debug: true, projectId: 'project-1' })
    await renderModal(kit, 'Networks')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() =>
      kit.events.emit({
        type: 'error',
        event: 'SWITCH_NETWORK',
        properties: { error: new NetworkNotFoundError() },
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Network Not FoundNetwork not found - please make sure it is included in the networks array',
    )
  })

  it('shows nothing outside debug mode', async () => {
    const kit = createTestKit()
    await renderModal(kit, 'Networks')
    act(() =>
      kit.events.emit({
        type: 'error',
        event: 'SWITCH_NETWORK',
        properties: { error: new NetworkNotFoundError() },
      }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
