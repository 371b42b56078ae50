import { createHttp } from '../api/http'
import { i18n } from '../i18n/activate'
import { config } from './env'

/** The one HTTP client of the app; routes and machines reach it through the router context. */
export function createApiClient() {
  return createHttp({ apiHost: config.apiHost, getLocale: () => i18n.locale || 'en' })
}
