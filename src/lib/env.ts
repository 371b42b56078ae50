/**
 * Where the app finds its outside services. Unset, each points at the sandbox on the same origin,
 * which is what `npm start` and the tests use.
 */
const env = import.meta.env

export const config = {
  apiHost: (env.VITE_API_HOST as string | undefined) ?? '',
  statusServiceUrl: (env.VITE_STATUS_SERVICE_URL as string | undefined) ?? '',
  mainSiteUrl: (env.VITE_MAIN_SITE_URL as string | undefined) ?? '/__sandbox/main-site',
  sentryDsn: env.VITE_SENTRY_DSN as string | undefined,
  gmoTokenScriptUrl:
    (env.VITE_GMO_TOKEN_SCRIPT_URL as string | undefined) ?? '/__sandbox/pay/gmo-token.js',
  inspect: env.DEV && env.VITE_INSPECT === '1',
  /** Payment provider hosts the browser may be sent to (GMO, PayPay, PayUni), comma-separated. */
  paymentHosts: env.VITE_PAYMENT_HOSTS as string | undefined,
}

/** The sandbox's Sentry ingest on this origin, when no DSN is configured. */
export function defaultSentryDsn(location: Location): string {
  return `${location.protocol}//sandbox@${location.host}/1`
}
