/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages = {
  'nameField.name': 'Name',
  'nameField.atLeast4Letters': 'At least 4 letters, digits or hyphens.',
  'nameField.yourname': 'yourname',
  'nameSuggestionList.suggestions': 'Suggestions',
  'nameSuggestionList.available': 'Available',
  'nameStatus.checkingAvailability': 'Checking availability',
  'nameStatus.isAvailable': '{name} is available',
  'nameStatus.isAlreadyTaken': '{name} is already taken',
  'nameStatus.namesCouldNotBe': 'Names could not be checked: {reason}',
  'registrationFailure.couldNotSign': 'The wallet could not sign the name',
  'registrationFailure.signAgain': 'Sign again',
} as const
