import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { useCallFailureMessage } from '../shared/call-failure-message'
import { useConvenienceName } from './convenience-chain'
import { RemoveConfirm } from './remove-confirm'
import { payeeName, RemoveSaved } from './saved-rows'
import { useWallet } from './use-wallet'
import type { WalletPlace } from './wallet-effects'
import { lastDigits, RemovedNotice } from './wallet-words'
import './wallet.css'

/**
 * The buyer's saved cards and convenience-store payees, masked, each removable after a
 * confirmation. Read when shown; a list that cannot be read says so and offers to try again.
 */
export function WalletPanel({
  place,
  headingLevel = 2,
}: {
  place: WalletPlace
  headingLevel?: 1 | 2
}) {
  const { t } = useLingui()
  const wallet = useWallet(place)
  const chain = useConvenienceName()
  const failureMessage = useCallFailureMessage()
  const loading = useSelector(wallet, (s) => s.matches('loading'))
  const loadError = useSelector(wallet, (s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  )
  const cards = useSelector(wallet, (s) => s.context.cards)
  const payees = useSelector(wallet, (s) => s.context.payees)
  const removed = useSelector(wallet, (s) => s.context.removed)
  const showsPayees = place.lists ? true : place.kinds.payees
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Sub = headingLevel === 1 ? 'h2' : 'h3'

  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <Heading id="wallet-title">
        <Trans>Saved cards and payees</Trans>
      </Heading>
      {loading && <Spinner label={t`Loading what you have saved…`} />}
      {loadError !== null && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" onClick={() => wallet.send({ type: 'wallet.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {failureMessage(loadError === 'NETWORK' ? 'network' : loadError)}
        </Alert>
      )}
      {!loading && loadError === null && (
        <>
          {removed && <RemovedNotice item={removed} />}
          <Sub>
            <Trans>Cards</Trans>
          </Sub>
          {cards.length === 0 ? (
            <p className="wallet__empty">
              <Trans>You have no saved card. A card you add when paying is saved here.</Trans>
            </p>
          ) : (
            <ul className="wallet__list">
              {cards.map((card) => {
                const digits = lastDigits(card.masked_card_no)
                return (
                  <li key={card.id} className="wallet__row">
                    <span className="wallet__label">
                      <span className="wallet__masked">{card.masked_card_no}</span>
                    </span>
                    <RemoveSaved
                      wallet={wallet}
                      item={{ kind: 'card', id: card.id }}
                      name={t`card ending in ${digits}`}
                    />
                  </li>
                )
              })}
            </ul>
          )}
          {showsPayees && (
            <>
              <Sub>
                <Trans>Convenience-store payees</Trans>
              </Sub>
              {payees.length === 0 ? (
                <p className="wallet__empty">
                  <Trans>
                    You have no saved payee. Who pays at a convenience store is saved here.
                  </Trans>
                </p>
              ) : (
                <ul className="wallet__list">
                  {payees.map((payee) => {
                    const store = chain(payee.convenience_code)
                    return (
                      <li key={payee.id} className="wallet__row">
                        <span className="wallet__label">
                          <bdi>{payee.buyer_name}</bdi> · {store}
                        </span>
                        <RemoveSaved
                          wallet={wallet}
                          item={{ kind: 'payee', id: payee.id }}
                          name={payeeName(payee.buyer_name, store)}
                        />
                      </li>
                    )
                  })}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <RemoveConfirm wallet={wallet} />
    </section>
  )
}
