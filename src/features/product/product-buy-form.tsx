import { useState, type ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AgeStatus } from '../../api/schemas/age-status'
import type { Currency } from '../../api/schemas/common'
import type { Product } from '../../api/schemas/product'
import type { Sku } from '../../api/schemas/sku'
import { reportError } from '../../lib/report-error'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { useFieldMessage } from '../forms/field-messages'
import { checkQuantity, toAsciiDigits, type FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { AddBlockReason, AddCartError } from './product-add-messages'
import { ProductAgeQuestion } from './product-age-question'
import { addBlockOf, firstChoosableSku, maxQuantity, type PostStatus } from './product-rules'
import { ProductSkuChoice } from './product-sku-choice'

/**
 * What one add came to: how many went in of how many asked, or the refusal's code (an add-cart
 * code of the API, NETWORK when the shop could not be reached, anything else reads as Z1).
 */
export type AddOutcome =
  { ok: true; added: number; requested: number } | { ok: false; code: string }

type Added = { added: number; requested: number }

/** What the last add did, with the way on to the checkout: the one feedback of an add. */
function AddedNote({ added: { added, requested }, action }: { added: Added; action: ReactNode }) {
  if (added === 0)
    return (
      <Alert tone="warning">
        <Trans>Nothing was added: your cart already holds the most it may of this option.</Trans>
      </Alert>
    )
  return (
    <Alert tone={added < requested ? 'warning' : 'success'} action={action}>
      {added < requested ? (
        <Plural
          value={requested}
          one={`Only ${added} of the # item you asked for was added to your cart.`}
          other={`Only ${added} of the # items you asked for were added to your cart.`}
        />
      ) : (
        <Plural
          value={added}
          one="# item added to your cart."
          other="# items added to your cart."
        />
      )}
    </Alert>
  )
}

/**
 * Choose a SKU and a quantity, answer the age question when the product asks, and add to the
 * cart; the same for every shop, which supplies the add call and the way on to its checkout. A
 * refusal shows next to the button and the form keeps what was chosen.
 */
export function ProductBuyForm({
  product,
  currency,
  ageStatus,
  postStatus,
  add,
  checkoutAction,
}: {
  product: Product
  currency: Currency
  ageStatus: AgeStatus
  /** The product's status in the stream post it was opened from, if any. */
  postStatus?: PostStatus
  add: (sku: Sku, quantity: number) => Promise<AddOutcome>
  /** The way on to the checkout, shown once something was added. */
  checkoutAction: ReactNode
}) {
  const { t } = useLingui()
  // The chosen SKU by id: a product read again (a live page following the stream) brings its
  // stock and limits, and the choice stays.
  const [skuId, setSkuId] = useState(() => firstChoosableSku(product)?.id)
  const sku = product.skus.find((candidate) => candidate.id === skuId)
  const [ageAnswer, setAgeAnswer] = useState<boolean | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [added, setAdded] = useState<Added | undefined>(undefined)
  const fieldMessage = useFieldMessage()

  const status = ageAnswer === false ? 'underage' : ageStatus
  const age = { status, confirmedAdult: ageAnswer === true }
  const block = addBlockOf(product, sku, age, postStatus)
  const max = sku ? maxQuantity(sku) : 1

  // Checked, never changed: a quantity out of 1..max is the buyer's to fix, with a message.
  const form = useForm<{ quantity: string }, FieldProblem>({
    initial: { quantity: '1' },
    check: ({ quantity }) => ({ quantity: checkQuantity(quantity, max) }),
    source: 'add to cart',
  })
  const { holder } = form

  const choose = (next: Sku) => {
    setSkuId(next.id)
    setError(undefined)
  }

  const send = form.submit(async (values) => {
    if (!sku) return
    const quantity = Number(toAsciiDigits(values.quantity).trim())
    setError(undefined)
    setAdded(undefined)
    let outcome: AddOutcome
    try {
      outcome = await add(sku, quantity)
    } catch (caught) {
      // A bug, not an answer: reported, and the buyer told it did not work (Z1).
      reportError(caught)
      outcome = { ok: false, code: 'UNKNOWN' }
    }
    if (!outcome.ok) return setError(outcome.code)
    setAdded({ added: outcome.added, requested: outcome.requested })
  })
  const submit = () => (!sku || block ? undefined : send())

  return (
    <form
      ref={holder}
      className="product-detail__form"
      aria-label={t`Add to cart`}
      onSubmit={(event) => event.preventDefault()}
    >
      <ProductSkuChoice
        skus={product.skus}
        currency={currency}
        chosenId={sku?.id}
        onChoose={choose}
      />
      <TextField
        label={t`Quantity`}
        type="text"
        inputMode="numeric"
        min={1}
        max={max}
        value={form.values.quantity}
        description={t`1 to ${max}`}
        error={fieldMessage(form.error('quantity'), { max })}
        onChange={(event) => {
          form.set('quantity')(event.target.value)
          setAdded(undefined)
        }}
      />
      {block === 'age-question' ? (
        <ProductAgeQuestion onAnswer={setAgeAnswer} />
      ) : (
        <>
          <Button
            type="submit"
            // Busy while the add is out, so a second press waits for the first.
            onClick={submit}
            loading={form.busy}
            disabled={block !== null}
            aria-describedby={block ? 'product-detail-why' : undefined}
          >
            <Trans>Add to cart</Trans>
          </Button>
          {block && (
            <p id="product-detail-why" className="product-detail__why">
              <AddBlockReason block={block} />
            </p>
          )}
        </>
      )}
      {error && (
        <Alert tone="danger">
          <AddCartError code={error} />
        </Alert>
      )}
      {added && <AddedNote added={added} action={checkoutAction} />}
    </form>
  )
}
