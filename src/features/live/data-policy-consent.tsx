import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Http } from '../../api/http'
import { updateMe } from '../../api/live-shop-v1/session'
import { Alert } from '../ui/alert'
import { BackButton } from '../ui/back-button'
import { Button } from '../ui/button'
import { useCallFailureMessage } from '../shared/call-failure-message'
import { reportUnexpected } from '../../api/client/report-unexpected'
import { forgetBuyerUser } from './session/buyer-session'

/**
 * Asked once, before a live buyer's first checkout: the data policy, accepted with PUT /me. On
 * success the buyer goes on to the checkout they came from; a failure says why and keeps them here.
 */
export function DataPolicyConsent({
  getHttp,
  redirect,
}: {
  getHttp: () => Promise<Http>
  /** The checkout to go on to (an in-app path). */
  redirect: string
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
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
    await navigate({ href: redirect, replace: true })
  }

  return (
    <section aria-labelledby="data-policy-title" className="data-policy">
      <h1 id="data-policy-title">
        <Trans>Before your first order</Trans>
      </h1>
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
        <BackButton>
          <Trans>Not now</Trans>
        </BackButton>
      </div>
    </section>
  )
}
