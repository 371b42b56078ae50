import { Trans } from '@lingui/react/macro'
import type { CommercialLawInfo } from '../../api/schemas/commercial-law'
import type { Store } from '../../api/schemas/store'
import { CommercialLaw } from '../shared/commercial-law'
import '../product/product-detail.css'

/**
 * The store's own page (/introduce): its description and e-mail, from the store the frame already
 * loaded, and its notice under Japan's commercial law (null: none published).
 */
export function IntroducePage({ store, law }: { store: Store; law: CommercialLawInfo | null }) {
  const email = store.contact_email
  const storeName = store.name
  return (
    <section aria-labelledby="introduce-title" className="introduce">
      <h1 id="introduce-title">
        <Trans>About {storeName}</Trans>
      </h1>
      {store.description && <p className="introduce__text">{store.description}</p>}
      {email && (
        <p>
          <Trans>
            Contact: <a href={`mailto:${email}`}>{email}</a>
          </Trans>
        </p>
      )}
      <h2>
        <Trans>Notice under the Act on Specified Commercial Transactions</Trans>
      </h2>
      {law ? (
        <CommercialLaw law={law} />
      ) : (
        <p>
          <Trans>This store has not published this notice.</Trans>
        </p>
      )}
    </section>
  )
}
