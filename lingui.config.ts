import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'zh-TW'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
})
