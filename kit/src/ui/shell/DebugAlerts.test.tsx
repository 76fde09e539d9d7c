import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { reportDebugAlert } from '../../core/alerts/reportDebugAlert.js'
import { closeModal } from '../../core/modal/closeModal.js'
import { openModal } from '../../core/modal/openModal.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

describe('DebugAlerts', () => {
  it('warns once that the project id is not configured, in debug mode', async () => {
    const kit = createTestKit({ debug: true })
    await renderModal(kit, 'Networks')
    expect(screen.getByRole('alert').textContent).toBe(
      "Project ID Not ConfiguredProject ID Not Configured - update configuration in your provider's cloud dashboard",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()

    act(() => closeModal(kit))
    act(() => openModal(kit, { view: 'Networks' }))
    await screen.findByRole('dialog')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the configuration problems the kit met, the latest first, each until dismissed', async () => {
    const kit = createTestKit({ debug: true, projectId: 'project-1' })
    await renderModal(kit, 'Networks')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => {
      reportDebugAlert(kit, new NetworkNotFoundError())
      reportDebugAlert(kit, new SessionExpiredError())
    })
    expect(screen.getByRole('alert').textContent).toBe(
      'Session ExpiredSession expired - the session token is not yet valid',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Network Not FoundNetwork not found - please make sure it is included in the networks array',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows nothing outside debug mode', async () => {
    const kit = createTestKit()
    await renderModal(kit, 'Networks')
    act(() => {
      reportDebugAlert(kit, new NetworkNotFoundError())
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
