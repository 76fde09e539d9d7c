import { expect, it } from 'vitest'
import { toAppStoreLinks } from './toAppStoreLinks.js'

const wallet = {
  app_store: 'https://apps.apple.com/app/harbor/id1',
  play_store: 'https://play.google.com/store/apps/details?id=harbor',
}

it('offers the App Store on iOS, Google Play on Android, both elsewhere', () => {
  expect(toAppStoreLinks(wallet, 'ios')).toEqual([{ store: 'App Store', href: wallet.app_store }])
  expect(toAppStoreLinks(wallet, 'android')).toEqual([{ store: 'Google Play', href: wallet.play_store }])
  expect(toAppStoreLinks(wallet, 'other').map((link) => link.store)).toEqual(['App Store', 'Google Play'])
})

it('offers no store page that is missing or not https', () => {
  expect(toAppStoreLinks({ play_store: 'javascript:alert(1)' }, 'other')).toEqual([])
  expect(toAppStoreLinks({ app_store: 'http://apps.example/app/x' }, 'ios')).toEqual([])
})
