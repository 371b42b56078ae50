import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as marketCart from '../../src/api/marketplace-v2/cart'
import { checkout } from '../../src/api/marketplace-v2/checkout'
import { getOrder } from '../../src/api/marketplace-v2/orders'
import { claimGuestOrder, createGuestToken } from '../../src/api/marketplace-v2/session'
import { captureReports, failureOf } from './catalog-harness'
import { cartSandbox, guestReadyToOrder, putInCart } from './cart-harness'

const reports = captureReports()

interface Mail {
  to: string
  kind: string
  link: string
  token: string
  order_id?: number
}

/** A guest and a member each place an order of one mug; answers both ids and the mailbox. */
async function twoOrders() {
  const harness = cartSandbox()
  const { guest, itemId, addressId } = await guestReadyToOrder(harness, FX.skus.mugWhite)
  const guestOrder = await checkout(guest, {
    item_ids: [itemId],
    shipping_type: 'custom_cod',
    address_id: addressId,
    payment_type: 'custom_cod',
    email: 'guest@example.com',
    phone: '0300000000',
  })
  const memberMug = await putInCart(marketCart, harness.member, FX.stores.sakura, FX.skus.mugIndigo)
  const memberOrder = await checkout(harness.member, {
    item_ids: [memberMug],
    shipping_type: 'custom',
    address_id: FX.addresses.member,
    payment_type: 'gmo_credit',
    email: null,
    phone: null,
  })
  if (!guestOrder.ok || !memberOrder.ok) throw new Error('an order was not placed')
  const { mails } = (await (await harness.raw('/__sandbox/mailbox')).json()) as { mails: Mail[] }
  return { harness, guestId: guestOrder.data.id, memberId: memberOrder.data.id, mails }
}

describe('the order e-mail', () => {
  it('goes to the order address with a link to the order; a guest’s carries a key, a member’s none', async () => {
    const { guestId, memberId, mails } = await twoOrders()
    // The ready guest order's e-mail is seeded; these two are the ones the orders sent.
    const orderMails = mails.filter(
      (mail) => mail.kind === 'order' && mail.order_id !== FX.orders.guestPaid,
    )
    expect(orderMails).toHaveLength(2)
    const [toGuest, toMember] = orderMails
    expect(toGuest).toMatchObject({ to: 'guest@example.com', order_id: guestId })
    const link = new URL(toGuest!.link)
    expect(link.pathname).toBe(`/stores/${FX.slugs.sakura}/marketplace/orders/${guestId}`)
    expect(link.searchParams.get('key')).toBe(toGuest!.token)
    expect(toGuest!.token).toMatch(/^order_[0-9a-f-]{36}$/)
    expect(toMember).toMatchObject({ to: FX.member.email, order_id: memberId, token: '' })
    expect(new URL(toMember!.link).search).toBe('')
    expect(reports).toEqual([])
  })

  it('its key opens the order in another browser as the guest who placed it; a wrong key, or another order, is 404', async () => {
    const { harness, guestId, memberId, mails } = await twoOrders()
    const key = mails.find((mail) => mail.order_id === guestId)!.token
    // A browser with a guest session of its own, not the one that ordered.
    const elsewhere = harness.guest((await createGuestToken(harness.guest())).token)
    expect(await failureOf(getOrder(elsewhere, guestId))).toMatchObject({ status: 404 })
    const claimed = await claimGuestOrder(elsewhere, guestId, key)
    expect(claimed).toEqual({ id: FX.guests.fixture, token: FX.tokens.guest })
    const asOrderer = harness.guest(claimed.token)
    expect((await getOrder(asOrderer, guestId)).id).toBe(guestId)

    for (const [id, wrong] of [
      [guestId, 'order_00000000-0000-0000-0000-000000000000'],
      [memberId, key],
    ] as const) {
      expect(await failureOf(claimGuestOrder(elsewhere, id, wrong))).toMatchObject({ status: 404 })
    }
  })
})
