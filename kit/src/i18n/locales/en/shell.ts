/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages = {
  'viewFallback.couldNotLoadThis': 'Could not load this view',
  'viewFallback.loading': 'Loading',
  'unavailable.notAvailable': 'Not available',
  'unavailable.thisPartOfThe': 'This part of the wallet is not included in this app.',
  'modalHeader.back': 'Back',
  'debugAlerts.dismissAlert': 'Dismiss alert',
} as const
