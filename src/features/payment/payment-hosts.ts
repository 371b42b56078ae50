import { paymentHostsFrom } from '../../../machines/payment/payment-redirect'
import { config } from '../../lib/env'

/** Where a payment may send the browser: the configured providers' hosts (README, VITE_PAYMENT_HOSTS). */
export const paymentHosts: readonly string[] = paymentHostsFrom(config.paymentHosts)
