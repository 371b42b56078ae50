import { expect, it } from 'vitest'
import { i18n } from '../../../src/i18n/activate'
import { applyFirstLocale } from '../../../src/i18n/first-locale'
import { localCache } from '../../../src/lib/cache'

// Its own file: the first activation happens once per Lingui instance.
it('falls back to the usual resolution where the first load ended when no guard set it', async () => {
  // The live guard sent the visitor to the error page for a link without a session.
  const ended = { pathname: '/error/unauthorized', search: '?locale=zh-TW' }
  await applyFirstLocale({ pathname: '/17shop/orders', search: '' }, Promise.resolve(), () => ended)
  expect(i18n.locale).toBe('zh-TW')
})

it('does not wait for a page whose language is known at once', async () => {
  localCache.remove('locale') // the query's choice above was saved
  await applyFirstLocale({ pathname: '/stores/sakura-select', search: '' }, new Promise(() => {}))
  expect(i18n.locale).toBe('ja')
})
