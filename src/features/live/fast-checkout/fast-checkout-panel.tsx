import { useEffect, useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PostProduct } from '../../../api/schemas/product'
import type { LiveShopStore } from '../../../api/schemas/store'
import type { LiveShopUser } from '../../../api/schemas/live-user'
import { mustAskDataPolicy } from '../guards/session-decisions'
import { DataPolicyConsent } from '../data-policy-consent'
import { maxQuantity } from '../../product/product-rules'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { useMoney } from '../../shared/store-price'
import { liveFastCheckoutMachine } from './fast-checkout-effects'
import { useLoadingFlag } from '../../shared/use-loading-flag'
import { paymentHosts } from '../../payment/payment-hosts'
import { FastCheckoutError } from './fast-checkout-messages'
import { fastCheckoutChoices, quantityOfField } from './fast-checkout-choices'
import './fast-checkout.css'

/**
 * Quick purchase on an enterprise store's stream: the buyer sets quantities of the stream's
 * SKUs and goes straight to the store's own checkout. The machine makes one request per tap and
 * lets the browser leave only for an allowed page; a failure keeps the quantities.
 */
export function FastCheckoutPanel({
  store,
  liveUser,
  streamId,
  products,
}: {
  store: LiveShopStore
  liveUser: LiveShopUser
  streamId: number
  products: readonly PostProduct[]
}) {
  const { t } = useLingui()
  const money = useMoney(store.currency)
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const loading = useLoadingFlag()
  const [machine] = useState(() => liveFastCheckoutMachine(getHttp, loading))
  const actor = useActorRef(machine, {
    input: {
      storeId: store.id,
      streamId,
      allowedHosts: paymentHosts,
      appOrigin: window.location.origin,
      mustAskDataPolicy: mustAskDataPolicy(liveUser),
    },
  })
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'fastCheckout.submit' }))
  const askingDataPolicy = useSelector(actor, (snapshot) => snapshot.matches('askingDataPolicy'))

  // The person's own act: Back from the store's page restores this page from the back/forward
  // cache, still leaving.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'fastCheckout.returned' })
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [actor])

  const choices = fastCheckoutChoices(products)
  if (choices.length === 0) return null
  const quantityOf = (skuId: number) => lines.find((line) => line.skuId === skuId)?.quantity ?? 0
  const total = choices.reduce((sum, { sku }) => sum + sku.price * quantityOf(sku.id), 0)

  return (
    <section className="live-fast-checkout" aria-labelledby="fast-checkout-title">
      <h2 id="fast-checkout-title">
        <Trans>Quick purchase</Trans>
      </h2>
      <p className="live-fast-checkout__lead">
        <Trans>Choose how many you want and go straight to the shop's own checkout.</Trans>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'fastCheckout.submit' })
        }}
      >
        <ul className="live-fast-checkout__lines">
          {choices.map(({ product, sku }) => {
            const max = maxQuantity(sku)
            const price = money.amount(sku.price)
            return (
              <li key={sku.id}>
                <TextField
                  label={`${product.name} / ${sku.name}`}
                  description={t`${price} each, up to ${max}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  value={String(quantityOf(sku.id))}
                  disabled={busy || askingDataPolicy}
                  onChange={(event) =>
                    actor.send({
                      type: 'fastCheckout.quantity.set',
                      skuId: sku.id,
                      quantity: quantityOfField(event.target.value, max),
                    })
                  }
                />
              </li>
            )
          })}
        </ul>
        <p className="live-fast-checkout__total">
          <Trans>Total: {money.amount(total)}</Trans>
        </p>
        {error && (
          <Alert tone="danger">
            <FastCheckoutError code={error} />
          </Alert>
        )}
        {askingDataPolicy && (
          <DataPolicyConsent
            Title="h3"
            getHttp={getHttp}
            onAccepted={() => actor.send({ type: 'fastCheckout.policy.accepted' })}
            decline={
              <Button
                variant="secondary"
                onClick={() => actor.send({ type: 'fastCheckout.policy.declined' })}
              >
                <Trans>Not now</Trans>
              </Button>
            }
          />
        )}
        {!askingDataPolicy && (
          <>
            <Button
              type="submit"
              block
              loading={busy}
              disabled={!canSubmit && !busy}
              aria-describedby={canSubmit || busy ? undefined : 'fast-checkout-why'}
            >
              <Trans>Buy now</Trans>
            </Button>
            {!canSubmit && !busy && (
              <p id="fast-checkout-why" className="live-fast-checkout__why">
                <Trans>Set a quantity of at least one item first.</Trans>
              </p>
            )}
          </>
        )}
      </form>
    </section>
  )
}
