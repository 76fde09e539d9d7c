import { disconnect } from '../connection/disconnect.js'
import { openModal } from '../modal/openModal.js'
import { pushTransaction } from '../router/pushTransaction.js'
import type { RouterTransaction } from '../router/RouterState.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
import { signOutWithEthereum } from './signOutWithEthereum.js'

/**
 * Asks for Sign-In With Ethereum after each eip155 connection when the host enables it: unless the host's session
 * already belongs to that address and chain, the modal opens on ConnectingSiwe inside a navigation transaction
 * (spec 4): success leaves the SIWE flow; cancel goes back, disconnects and shows Connect; closing the modal before
 * signing disconnects. A disconnect ends the session (signOutOnDisconnect, default true). When the wallet switches to
 * another account or chain, a host session for the old ones is signed out and the sign-in asked again. Returns the
 * function that stops following.
 * @example const stop = followSiwe(kit)
 */
export function followSiwe(kit: WalletKit): () => void {
  const siwe = kit.options.siwe
  if (!siwe || siwe.enabled === false) return () => undefined
  let asked: string | undefined
  let pending: RouterTransaction | undefined
  const check = async (address: string, chainId: number) => {
    let session: Awaited<ReturnType<typeof siwe.getSession>>
    try {
      session = await siwe.getSession()
    } catch (error) {
      kit.logger.warn('The Sign-In With Ethereum session could not be read', error)
      session = undefined
    }
    if (session?.address.toLowerCase() === address.toLowerCase() && session.chainId === chainId) return
    // The host's session belongs to another account or chain than the wallet's now: it ends before a new sign-in.
    if (session) await signOutWithEthereum(kit)
    const now = kit.store.getState()
    const sameChain = Object.is(Number(now.networks.eip155?.caipNetwork?.id), chainId)
    if (now.accounts.eip155?.address !== address || !sameChain) return
    pending = {
      view: null,
      goBack: false,
      replace: true,
      onCancel: () => {
        asked = undefined
        void disconnectUnfinished(kit).then((done) => done && openModal(kit, { view: 'Connect' }))
      },
    }
    pushTransaction(kit, pending)
    openModal(kit, { view: 'ConnectingSiwe' })
  }
  const follow = (state: WalletKitState, previous: WalletKitState) => {
    // Closing the modal (Escape, the close button) before signing leaves the sign-in unfinished: as in the peers, the
    // wallet is disconnected. Sign and Cancel take the transaction off the stack before the modal closes.
    if (
      pending &&
      previous.modal.open &&
      !state.modal.open &&
      state.router.transactionStack.includes(pending)
    ) {
      const unfinished = pending
      pending = undefined
      kit.store.setState({
        router: {
          ...state.router,
          transactionStack: state.router.transactionStack.filter((transaction) => transaction !== unfinished),
        },
      })
      void disconnectUnfinished(kit)
      return
    }
    const address = state.accounts.eip155?.address
    const connected = state.accounts.eip155?.status === 'connected'
    const chainId = Number(state.networks.eip155?.caipNetwork?.id)
    // Keyed by account and chain: switching either after a sign-in re-checks the session (spec 4, DESIGN "Trust").
    if (address && connected && asked !== `${address}@${chainId}`) {
      asked = `${address}@${chainId}`
      void check(address, chainId)
    } else if (!address && previous.accounts.eip155?.address) {
      asked = undefined
      if (siwe.signOutOnDisconnect !== false) void signOutWithEthereum(kit)
    }
  }
  // Loaded after start-up (followSiweLater), it may find an account already connected: that one is asked too.
  const now = kit.store.getState()
  follow(now, now)
  return kit.store.subscribe(follow)
}

/** Disconnects the wallet whose sign-in was left unfinished; a failure is logged, never left unhandled. */
function disconnectUnfinished(kit: WalletKit): Promise<boolean> {
  return disconnect(kit).then(
    () => true,
    (error: unknown) => {
      kit.logger.error('Disconnecting after an unfinished Sign-In With Ethereum failed', error)
      return false
    },
  )
}
