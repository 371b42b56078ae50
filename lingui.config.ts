import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'zh-TW'],
  fallbackLocales: { default: 'en' },
  // No line numbers, so a catalog only changes when its messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
})
