import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { MARKETPLACE_SHOP } from '../../machines/checkout/checkout-shop'
import type { SubtotalLine } from '../../machines/checkout/checkout-subtotal'

const input = {
  shop: MARKETPLACE_SHOP,
  storeId: 101,
  streamId: null,
  member: false,
  allowedPaymentHosts: [],
  appOrigin: 'http://127.0.0.1',
}
const item = (id: number, quantity: number) => ({
  id,
  category: 'normal' as const,
  buyable: true,
  quantity,
})

/** A checkout whose subtotal calls wait until the test answers them, in any order. */
function checkout() {
  const asked: { items: SubtotalLine[]; answer: (n: number) => void; fail: () => void }[] = []
  const machine = checkoutMachine.provide({
    actors: {
      subtotal: fromPromise<number, { items: SubtotalLine[] }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            asked.push({
              items: input.items,
              answer: resolve,
              fail: () => reject(new TypeError('Failed to fetch')),
            }),
          ),
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  actor.send({ type: 'checkout.loaded', known: { items: [item(1, 2), item(2, 1)] } })
  actor.send({ type: 'checkout.category.choose', category: 'normal' })
  actor.send({ type: 'checkout.next' })
  return { actor, asked, subtotal: () => actor.getSnapshot().context.subtotal }
}

describe("the products step's subtotal", () => {
  it('is asked for the ticked items at their cart quantities on arrival', async () => {
    const { asked, subtotal } = checkout()
    expect(asked.map((call) => call.items)).toEqual([
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
    ])
    expect(subtotal()).toEqual({ status: 'asking' })
    asked[0]!.answer(4321)
    await Promise.resolve()
    expect(subtotal()).toEqual({ status: 'known', amount: 4321 })
  })

  it('is asked again when the ticks move, and an older answer arriving late is not shown', async () => {
    const { actor, asked, subtotal } = checkout()
    actor.send({ type: 'checkout.items.select', itemIds: [2] })
    expect(asked[1]!.items).toEqual([{ id: 2, quantity: 1 }])
    asked[1]!.answer(1000)
    asked[0]!.answer(9999)
    await waitFor(actor, (s) => s.context.subtotal.status === 'known')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(subtotal()).toEqual({ status: 'known', amount: 1000 })
  })

  it('is asked again when the cart read says another quantity, not when it says the same', () => {
    const { actor, asked } = checkout()
    actor.send({ type: 'checkout.loaded', known: { items: [item(1, 2), item(2, 1)] } })
    expect(asked).toHaveLength(1)
    actor.send({ type: 'checkout.loaded', known: { items: [item(1, 3), item(2, 1)] } })
    expect(asked[1]!.items).toEqual([
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
    ])
  })

  it('fails without losing a tick, and a retry asks again', async () => {
    const { actor, asked, subtotal } = checkout()
    asked[0]!.fail()
    await waitFor(actor, (s) => s.context.subtotal.status === 'failed')
    expect(actor.getSnapshot().context.itemIds).toEqual([1, 2])
    actor.send({ type: 'checkout.subtotal.retry' })
    expect(subtotal()).toEqual({ status: 'asking' })
    expect(asked).toHaveLength(2)
  })

  it('asks nothing with nothing ticked', () => {
    const { actor, asked, subtotal } = checkout()
    actor.send({ type: 'checkout.items.select', itemIds: [] })
    expect(asked).toHaveLength(1)
    expect(subtotal()).toEqual({ status: 'none' })
  })
})
