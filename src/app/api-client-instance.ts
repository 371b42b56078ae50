import { createHttp, type Http } from '../api/http'
import { installDefaultUnauthorizedHandler } from '../api/client/unauthorized'
import { i18n } from '../i18n/activate'
import { config } from './env'

/** The one HTTP client of the app, with the 401 flow that goes with it (a 401 needs a call first). */
export function createApiClient(): Http {
  // Until the visitor machine owns it, a 401 anywhere clears the session and goes to log in.
  installDefaultUnauthorizedHandler(window)
  return createHttp({ apiHost: config.apiHost, getLocale: () => i18n.locale || 'en' })
}
