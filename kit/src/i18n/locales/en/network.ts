/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages = {
  'networkList.approveTheSwitchIn': 'Approve the switch in your wallet.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Current',
  'networkList.declined': 'You declined the switch in your wallet.',
} as const
