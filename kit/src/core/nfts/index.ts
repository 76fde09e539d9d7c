export { type FetchNftsPageReturnType, fetchNftsPage } from './fetchNftsPage.js'
