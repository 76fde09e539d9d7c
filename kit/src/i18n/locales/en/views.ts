/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages = {
  'connectingMultiChain.selectWhichChainTo': 'Select which chain to connect to your multi chain wallet',
  'connectingMultiChain.chains': 'Chains',
  'buy.loadingWhatYouCan': 'Loading what you can buy…',
  'connect.or': 'or',
  'unsupportedChain.yourWalletIsOn':
    'Your wallet is on a network this app does not support. Switch to one of these to continue.',
  'swap.swapsAreNotAvailable': 'Swaps are not available on {network}.',
  'swap.thereIsNothingTo': 'There is nothing to swap yet.',
  'account.blockExplorer': 'Block explorer',
  'connectingExternal.acceptTheConnectionRequest': 'Accept the connection request in your wallet.',
  'signMessage.embedded': 'Sign this message with your embedded wallet.',
  'signMessage.inWallet': 'Sign the message in your wallet to continue.',
  'approveTransaction.embedded': 'Approve this transaction from your embedded wallet.',
  'approveTransaction.inWallet': 'Review and approve the transaction in your wallet.',
  'connectingExternal.declined': 'You declined the request in {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Connected',
} as const
