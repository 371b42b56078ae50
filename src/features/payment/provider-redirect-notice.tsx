import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonAnchor } from '../ui/button-link'
import type { PaymentActor } from './payment-actor'
import './payment.css'

/** What one provider (a card issuer's 3-D Secure page, PayPay) calls its page, in the buyer's words. */
export interface ProviderWords {
  /** The title while the browser leaves for the provider's page. */
  leaving: ReactNode
  /** Why the buyer may still be here, and what they can do. */
  explanation: ReactNode
  /** The link back to the provider's page. */
  continueLabel: ReactNode
}

/**
 * The part of a payment that happens on the provider's page, shown while the payment machine says
 * the provider has it (its `atProvider` tag): leaving for the page, and an outcome not known yet
 * (the order re-read on the way back). Every link back is the page the machine's redirect guard
 * allowed (docs/reliability.md#redirects); nothing here pays again.
 */
export function ProviderRedirectNotice({
  payment,
  words,
}: {
  payment: PaymentActor
  words: ProviderWords
}) {
  const snapshot = useSelector(payment, (s) => s)
  const { redirectUrl } = snapshot.context
  const continueThere = (variant?: 'ghost') =>
    redirectUrl && (
      <ButtonAnchor variant={variant} href={redirectUrl}>
        {words.continueLabel}
      </ButtonAnchor>
    )

  if (!snapshot.hasTag('atProvider')) return null
  if (snapshot.matches('pending')) {
    return (
      <Alert
        tone="warning"
        title={<Trans>The payment is being confirmed</Trans>}
        action={
          // The order could not say yet (the provider's page may still wait): ask it again.
          snapshot.can({ type: 'payment.recheck' }) && (
            <div className="payment-actions">
              <Button variant="secondary" onClick={() => payment.send({ type: 'payment.recheck' })}>
                <Trans>Check again</Trans>
              </Button>
              {continueThere('ghost')}
            </div>
          )
        }
      >
        <Trans>Do not pay again: we are checking whether this payment went through.</Trans>
      </Alert>
    )
  }
  if (snapshot.matches('redirecting')) {
    // Shown while the browser leaves, and to a buyer who came Back without deciding there.
    return (
      <Alert
        tone="info"
        title={words.leaving}
        action={
          <div className="payment-actions">
            {continueThere()}
            <Button variant="secondary" onClick={() => payment.send({ type: 'payment.recheck' })}>
              <Trans>Check the payment instead</Trans>
            </Button>
          </div>
        }
      >
        {words.explanation}
      </Alert>
    )
  }
  return null
}
