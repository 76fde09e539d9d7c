export { filterTelegramSocials } from './filterTelegramSocials.js'
export { getVisibleSocials } from './getVisibleSocials.js'
