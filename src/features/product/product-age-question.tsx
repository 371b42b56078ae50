import { Trans } from '@lingui/react/macro'
import { Button } from '../ui/button'

/**
 * The age question for a visitor who has not said. The answer stays on this page: nothing is sent,
 * members change their saved answer in their profile.
 */
export function ProductAgeQuestion({ onAnswer }: { onAnswer: (adult: boolean) => void }) {
  return (
    <div role="group" aria-labelledby="product-detail-age-q" className="product-detail__age">
      <p id="product-detail-age-q">
        <Trans>Are you 20 or over?</Trans>
      </p>
      <div className="product-detail__age-answers">
        <Button onClick={() => onAnswer(true)}>
          <Trans>Yes, I am 20 or over</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          <Trans>No, I am under 20</Trans>
        </Button>
      </div>
    </div>
  )
}
