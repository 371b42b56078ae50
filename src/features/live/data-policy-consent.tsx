import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Http } from '../../api/http'
import { updateMe } from '../../api/live-shop-v1/session'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useCallFailureMessage } from '../shared/call-failure-message'
import { reportUnexpected } from '../../api/client/report-unexpected'
import { forgetBuyerUser } from './session/buyer-session'

/**
 * Asked once, before a live buyer's first checkout or quick purchase: the data policy, accepted
 * with PUT /me. On success the buyer goes on (`onAccepted`); a failure says why and keeps them
 * here. As a page of its own its title is the page's heading; inside a panel, the panel's.
 */
export function DataPolicyConsent({
  getHttp,
  onAccepted,
  decline,
  Title = 'h1',
}: {
  getHttp: () => Promise<Http>
  onAccepted: () => unknown
  /** The way not to agree now (Back on the page; "Not now" in a panel). */
  decline: ReactNode
  Title?: 'h1' | 'h3'
}) {
  const { t } = useLingui()
  const failureMessage = useCallFailureMessage()
  const [failure, setFailure] = useState<string | null>(null)

  const accept = async () => {
    setFailure(null)
    try {
      await updateMe(await getHttp(), { is_accept_data_policy: true })
    } catch (error) {
      reportUnexpected(error, { source: 'data policy consent' })
      setFailure(failureMessage(error))
      return
    }
    // The guards read the user again, so the checkout sees the consent and asks no more.
    forgetBuyerUser()
    await onAccepted()
  }

  return (
    <section aria-labelledby="data-policy-title" className="data-policy">
      <Title id="data-policy-title">
        <Trans>Before your first order</Trans>
      </Title>
      <p>
        <Trans>
          To take and deliver your orders, 17shop uses your 17LIVE user ID, region and language, and
          what you order, with the delivery address and contact details you give. Stores see what
          they need to send your order. Nothing is sold to anyone.
        </Trans>
      </p>
      <p>
        <Trans>Do you agree to this use of your data? We ask only once.</Trans>
      </p>
      {failure && (
        <Alert tone="danger" title={t`Your answer was not saved`}>
          {failure}
        </Alert>
      )}
      <div className="data-policy__actions">
        <Button onClick={accept}>
          <Trans>Agree and continue</Trans>
        </Button>
        {decline}
      </div>
    </section>
  )
}
