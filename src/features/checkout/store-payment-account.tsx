import { Trans, useLingui } from '@lingui/react/macro'
import type { StorePaymentAccount } from '../../../machines/payment/payment-types'
import { useConvenienceName } from './store-payment-form'

/** What the buyer takes to the counter, and by when (the order's payment account). */
export function StorePaymentAccountFacts({ account }: { account: StorePaymentAccount }) {
  const { i18n } = useLingui()
  const convenienceName = useConvenienceName()
  const deadline = account.expire_at
    ? new Intl.DateTimeFormat(i18n.locale || 'ja', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(account.expire_at))
    : null
  return (
    <section aria-labelledby="checkout-store-account-title">
      <h3 id="checkout-store-account-title">
        <Trans>Pay at {convenienceName(account.convenience_code)}</Trans>
      </h3>
      <dl className="checkout-summary">
        <dt>
          <Trans>Receipt number</Trans>
        </dt>
        <dd>{account.receipt_no}</dd>
        {account.conf_no && (
          <>
            <dt>
              <Trans>Confirmation number</Trans>
            </dt>
            <dd>{account.conf_no}</dd>
          </>
        )}
        {deadline && (
          <>
            <dt>
              <Trans>Pay by</Trans>
            </dt>
            <dd>{deadline}</dd>
          </>
        )}
      </dl>
      <p>
        <Trans>
          Show the receipt number at the counter and pay the total. The store sends your order once
          the payment arrives.
        </Trans>
      </p>
    </section>
  )
}
