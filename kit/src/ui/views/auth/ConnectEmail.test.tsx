import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { createAuthAdapter } from '../../../chains/auth/createAuthAdapter.js'
import { STORAGE_KEYS } from '../../../config/index.js'
import { findAuthConnector } from '../../../core/auth/getAuthConnector.js'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { fakeLoginFrame } from '../../../test/fakeLoginFrame.js'
import { renderModal } from '../../../test/renderModal.js'

afterEach(cleanup)

const ADDRESS = '0x00000000000000000000000000000000000a11ce'

async function openConnect() {
  const kit = createTestKit()
  const adapter = createAuthAdapter()
  registerAdapter(kit, adapter)
  onTestFinished(() => adapter.destroy?.())
  await renderModal(kit, 'Connect')
  await screen.findByRole('textbox', { name: 'Email address' })
  // Connect adds the frame once the embedded wallet's glue has loaded.
  await waitFor(() => expect(document.querySelector('iframe[data-walletkit-login-frame]')).not.toBeNull())
  const frame = fakeLoginFrame((type, payload) => {
    switch (type) {
      case 'CONNECT_EMAIL':
        return { action: 'VERIFY_OTP' }
      case 'CONNECT_OTP':
        return (payload as { otp: string }).otp === '123456' ? {} : { error: 'Invalid code' }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: [] }
      case 'GET_USER':
        return { email: 'ada@example.com', address: ADDRESS, chainId: 1 }
      default:
        return {}
    }
  })
  return { kit, frame }
}

const submitEmail = async (email: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), {
    target: { value: email },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('email login views', () => {
  it('adds the login frame when Connect shows, then sends the email and asks for the code', async () => {
    const { frame } = await openConnect()
    expect(document.querySelectorAll('iframe[data-walletkit-login-frame]')).toHaveLength(1)
    await submitEmail(' ada@example.com ')
    expect(await screen.findByText('Enter the code we sent to')).toBeTruthy()
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    expect(frame.payloadsOf('CONNECT_EMAIL')).toEqual([{ email: 'ada@example.com' }])
  })

  it("shows a wrong code's error, then connects with the right one and closes on Account, as a wallet does", async () => {
    const { kit } = await openConnect()
    await submitEmail('ada@example.com')
    const code = await screen.findByRole('textbox', { name: 'One-time code' })
    fireEvent.change(code, { target: { value: '000000' } })
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    fireEvent.change(code, { target: { value: '123456' } })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The frame answers in lower case; the address enters the kit checksummed.
    expect(kit.store.getState().accounts.eip155?.address).toBe(getAddress(ADDRESS))
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('says "Please try again after N seconds" when a code is asked again within 30 s', async () => {
    await openConnect()
    await submitEmail('ada@example.com')
    await screen.findByRole('textbox', { name: 'One-time code' })
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Please try again after (29|30) seconds$/)
  })
})

describe('UpdateEmailWallet', () => {
  it('changes the email: new address, code to the current one, code to the new one, then stored', async () => {
    const kit = createTestKit()
    const adapter = createAuthAdapter()
    registerAdapter(kit, adapter)
    onTestFinished(() => adapter.destroy?.())
    kit.store.setState((state) => ({
      accounts: {
        ...state.accounts,
        eip155: {
          ...(state.accounts.eip155 as NonNullable<typeof state.accounts.eip155>),
          user: { email: 'ada@example.com', address: ADDRESS, chainId: 1 },
        },
      },
    }))
    await renderModal(kit, 'UpdateEmailWallet')
    const input = await screen.findByRole('textbox', { name: 'New email address' })
    findAuthConnector(kit)?.provider.mount?.()
    const frame = fakeLoginFrame((type, payload) => {
      const { otp } = (payload ?? {}) as { otp?: string }
      if (type === 'UPDATE_EMAIL') return { action: 'VERIFY_PRIMARY_OTP' }
      if (type === 'UPDATE_EMAIL_PRIMARY_OTP') return otp === '111111' ? {} : { error: 'Invalid code' }
      if (type === 'UPDATE_EMAIL_SECONDARY_OTP')
        return otp === '222222' ? { newEmail: 'ada@new.example' } : { error: 'Invalid code' }
      return {}
    })
    fireEvent.change(input, { target: { value: 'ada@new.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('ada@example.com')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: '111111' } })
    expect(await screen.findByText('ada@new.example')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: '222222' } })
    await screen.findByText('Email updated to ada@new.example')
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('ada@new.example')
    expect(kit.store.getState().accounts.eip155?.user?.email).toBe('ada@new.example')
    expect(frame.payloadsOf('UPDATE_EMAIL')).toEqual([{ email: 'ada@new.example' }])
  })
})
