/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Domain fields',
  'typedDataDetails.messageFields': 'Message fields',
  'requestWarnings.warnings': 'Warnings',
  'requestDetails.messageHexBytes': 'Message (hex bytes)',
  'callList.calls': 'Calls',
} as const
