import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { ErrorPage } from '../ui/error-page'
import { BackButton } from '../ui/back-button'

/**
 * LIVER_NOT_IN_WHITELIST: a clear refusal, not an error the seller could fix by retrying. `wayOn`
 * is where they can go instead (the page itself is reached with the token already dropped).
 */
export function SellerRefusal({ wayOn }: { wayOn: ReactNode }) {
  return (
    <ErrorPage
      badge="!"
      title={<Trans>Selling is not open to your account yet</Trans>}
      actions={
        <>
          {wayOn}
          <BackButton>
            <Trans>Go back</Trans>
          </BackButton>
        </>
      }
    >
      <p>
        <Trans>
          Your 17LIVE account is not on the list of livers who may sell in the live shop, so the
          seller screens are closed to it.
        </Trans>
      </p>
      <p>
        <Trans>
          If you think this is a mistake, contact 17LIVE support and ask for your account to be
          allowed to sell.
        </Trans>
      </p>
    </ErrorPage>
  )
}
