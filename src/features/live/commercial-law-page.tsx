import { Trans } from '@lingui/react/macro'
import type { CommercialLawInfo } from '../../api/schemas/commercial-law'
import type { LiveShopStore } from '../../api/schemas/store'
import { BackButton } from '../ui/back-button'
import { CommercialLaw } from '../shared/commercial-law'

/** A live store's notice under Japan's commercial law (null: the store has published none). */
export function CommercialLawPage({
  store,
  law,
}: {
  store: LiveShopStore
  law: CommercialLawInfo | null
}) {
  const storeName = store.name
  return (
    <section aria-labelledby="commercial-law-title">
      <h1 id="commercial-law-title">
        <Trans>Notice under the Act on Specified Commercial Transactions</Trans>
      </h1>
      <p>{storeName}</p>
      {law ? (
        <CommercialLaw law={law} />
      ) : (
        <p>
          <Trans>This store has not published this notice.</Trans>
        </p>
      )}
      <BackButton>
        <Trans>Back</Trans>
      </BackButton>
    </section>
  )
}
