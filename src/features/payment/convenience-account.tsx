import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { StorePaymentAccount } from '../../../machines/payment/payment-types'
import { countdownParts, secondsUntil } from '../../lib/countdown'
import { Alert } from '../ui/alert'
import { useConvenienceName } from '../wallet/convenience-chain'
import { DateTime } from '../shared/date-time'
import { CONVENIENCE_STEPS } from './convenience-steps'
import { useNow } from './use-now'
import './payment.css'

function TimeLeft({ seconds }: { seconds: number }) {
  const { days, hours } = countdownParts(seconds)
  const hourCount = Number(hours)
  if (days > 0) {
    return (
      <Trans>
        <Plural value={days} one="# day" other="# days" />{' '}
        <Plural value={hourCount} one="# hour" other="# hours" /> left
      </Trans>
    )
  }
  const minutes = Number(countdownParts(seconds).minutes)
  return (
    <Trans>
      <Plural value={hourCount} one="# hour" other="# hours" />{' '}
      <Plural value={minutes} one="# minute" other="# minutes" /> left
    </Trans>
  )
}

/**
 * What the buyer needs at the store: the chain, the numbers that chain asks for, the deadline
 * with the time left, and the chain's own steps. Past the deadline the numbers no longer work,
 * so they are not shown as if they did; `next` is what the store allows instead.
 */
export function ConvenienceAccount({
  account,
  next,
}: {
  account: StorePaymentAccount
  next?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const convenienceName = useConvenienceName()
  const now = useNow()
  const chain = convenienceName(account.convenience_code)
  const deadline = account.expire_at ? new Date(account.expire_at) : null
  const left = deadline ? secondsUntil(deadline, now) : null
  if (deadline && left === 0) {
    return (
      <Alert tone="warning" title={<Trans>The payment deadline has passed</Trans>} action={next}>
        <Trans>
          The numbers for {chain} were valid until <DateTime value={deadline} /> and can no longer
          be used. Nothing was charged.
        </Trans>
      </Alert>
    )
  }
  const steps = CONVENIENCE_STEPS[account.convenience_code] ?? []
  return (
    <section className="convenience-account" aria-labelledby="convenience-account-title">
      <h3 id="convenience-account-title">
        <Trans>Pay at {chain}</Trans>
      </h3>
      <dl className="order-facts">
        <div>
          <dt>
            <Trans>Receipt number</Trans>
          </dt>
          <dd className="convenience-account__number">{account.receipt_no}</dd>
        </div>
        {account.conf_no && (
          <div>
            <dt>
              <Trans>Confirmation number</Trans>
            </dt>
            <dd className="convenience-account__number">{account.conf_no}</dd>
          </div>
        )}
        {deadline && left !== null && (
          <div>
            <dt>
              <Trans>Pay by</Trans>
            </dt>
            <dd>
              <DateTime value={deadline} />{' '}
              <span className="convenience-account__left">
                (<TimeLeft seconds={left} />)
              </span>
            </dd>
          </div>
        )}
      </dl>
      {steps.length > 0 && (
        <ol className="convenience-account__steps" aria-label={t`How to pay at ${chain}`}>
          {steps.map((step, index) => (
            <li key={index}>{i18n._(step)}</li>
          ))}
        </ol>
      )}
      <p className="order-muted">
        <Trans>The store sends your order once the payment arrives.</Trans>
      </p>
      {next}
    </section>
  )
}
