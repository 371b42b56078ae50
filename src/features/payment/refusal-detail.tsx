import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentRefusal } from '../../../machines/payment/payment-types'

/** The pay call's fields as the buyer knows them. */
function useFieldName() {
  const { t } = useLingui()
  return (field: string) => {
    switch (field) {
      case 'card_number':
        return t`Card number`
      case 'expiry':
        return t`Expiry`
      case 'cvc':
        return t`Security code`
      case 'credit_card_id':
        return t`Saved card`
      default:
        return t`Other details`
    }
  }
}

/** The provider's report code of a decline, as a reference the buyer quotes to support. */
export function SupportReference({ refusal }: { refusal: PaymentRefusal | null }) {
  const reference = refusal?.reportCode
  if (!reference) return null
  return (
    <p className="payment-reference">
      <Trans>
        Reference for support: <code>{reference}</code>
      </Trans>
    </p>
  )
}

/**
 * What a refusal adds to its message: the fields a VALIDATION_EXCEPTION named, or the provider's
 * own reason with its code (PayUni), shown as text; and the provider's report code, if it gave one.
 */
export function RefusalDetail({
  code,
  refusal,
}: {
  code: string | null
  refusal: PaymentRefusal | null
}) {
  const fieldName = useFieldName()
  if (!refusal) return null
  if (refusal.fields.length > 0) {
    const names = [...new Set(refusal.fields.map(fieldName))].join(', ')
    return (
      <p>
        <Trans>Check: {names}</Trans>
      </p>
    )
  }
  const reason = refusal.message
  return (
    <>
      {reason && code && (
        <p>
          <Trans>
            The provider said ({code}): {reason}
          </Trans>
        </p>
      )}
      <SupportReference refusal={refusal} />
    </>
  )
}
