import type { Tables } from '../tables'
import { guestOwner, userOwner } from '../types/people'
import { FX } from '../fixtures'
import { addOrder } from './order-builder'
import type { Timeline } from './time'

const O = FX.orders
const K = FX.skus
const GUEST_ORDER_MAIL = 'guest-order@example.com'

/** Order history, so order lists, details, messages and unpaid-order actions have something to show. */
export function seedOrders(t: Tables, time: Timeline): void {
  const member = userOwner(FX.users.member)
  const sakura = FX.stores.sakura
  const ago = (days: number) => time.at({ days: -days })

  addOrder(t, {
    id: O.memberCompleted, store_id: sakura, owner: member, created_at: ago(10), completed_at: ago(3),
    path: ['init', 'unpaid', 'undelivered', 'delivering', 'delivered', 'completed'],
    lines: [{ sku_id: K.mugIndigo, quantity: 2 }],
    shipping: { type: 'custom', fee: 0, status: 'received', address_id: FX.addresses.member },
    payment: { type: 'gmo_credit', status: 'paid', paid_at: ago(10) },
    company: { name: 'ヤマト運輸', tracking_number: '4012-3456-7890', url: null },
  })
  // Unpaid convenience-store order: change its payment method, generate its payment account.
  addOrder(t, {
    id: O.memberUnpaid, store_id: sakura, owner: member, created_at: ago(1),
    path: ['init', 'unpaid'],
    lines: [{ sku_id: K.towelNavy, quantity: 1 }],
    shipping: { type: 'custom', fee: 800, status: 'init', address_id: FX.addresses.member },
    payment: { type: 'gmo_cvs', status: 'pending', expire_at: time.at({ days: 3 }) },
  })
  addOrder(t, {
    id: O.memberPrintio, store_id: sakura, owner: member, created_at: ago(2), printio_status: 'pending',
    path: ['init', 'unpaid', 'undelivered'],
    lines: [{ sku_id: K.printioTeeM, quantity: 1 }],
    shipping: { type: 'custom', fee: 800, status: 'waiting', address_id: FX.addresses.member },
    payment: { type: 'gmo_credit', status: 'paid', paid_at: ago(2) },
  })
  addOrder(t, {
    id: O.memberCanceled, store_id: sakura, owner: member, created_at: ago(20), refund_memo: 'refunded',
    reason: '在庫切れのため、ご注文をキャンセルし全額返金いたしました。',
    path: ['init', 'unpaid', 'undelivered', 'canceled'],
    lines: [{ sku_id: 30161, quantity: 2 }],
    shipping: { type: 'custom', fee: 800, status: 'canceled', address_id: FX.addresses.member },
    payment: { type: 'gmo_credit', status: 'refunded', paid_at: ago(20) },
  })

  // A guest's paid order and its e-mail, whose link (with its access key) opens it in any browser.
  const guestOrder = addOrder(t, {
    id: O.guestPaid, store_id: sakura, owner: guestOwner(FX.guests.fixture), created_at: ago(1),
    path: ['init', 'unpaid', 'undelivered'],
    lines: [{ sku_id: K.mugIndigo, quantity: 1 }],
    shipping: { type: 'custom', fee: 800, status: 'waiting', address_id: null },
    payment: { type: 'gmo_credit', status: 'paid', paid_at: ago(1) },
  })
  guestOrder.email = GUEST_ORDER_MAIL
  t.mails.set(1, {
    id: 1, to: GUEST_ORDER_MAIL, user_id: null, kind: 'order', template: null,
    link: `/stores/sakura-select/marketplace/orders/${O.guestPaid}?key=${FX.tokens.guestOrderKey}`,
    token: FX.tokens.guestOrderKey, order_id: O.guestPaid, seeded: true, created_at: ago(1),
  })

  const buyerJp = userOwner(FX.users.buyerJp)
  addOrder(t, {
    id: O.buyerJpDelivering, store_id: FX.stores.liveJp, owner: buyerJp, created_at: ago(4), stream_id: FX.streams.jp,
    path: ['init', 'unpaid', 'undelivered', 'delivering'],
    lines: [{ sku_id: K.ikura250, quantity: 1 }],
    shipping: { type: 'custom', fee: 600, status: 'delivering', address_id: FX.addresses.buyerJpOsaka },
    payment: { type: 'gmo_credit', status: 'paid', paid_at: ago(4) },
    company: { name: '佐川急便', tracking_number: '3601-2345-6789', url: null },
  })
  // Left at the PayPay confirming step: the live JP checkout's intermediate step.
  addOrder(t, {
    id: O.buyerJpUnpaidPaypay, store_id: FX.stores.liveJp, owner: buyerJp, created_at: time.at({ hours: -1 }),
    stream_id: FX.streams.jp, path: ['init', 'unpaid'],
    lines: [{ sku_id: K.sauce, quantity: 1 }],
    shipping: { type: 'custom', fee: 600, status: 'init', address_id: FX.addresses.buyerJpOsaka },
    payment: { type: 'gmo_paypay', status: 'pending', expire_at: time.at({ hours: 23 }) },
  })
  // A card order whose buyer left before paying: paid, or switched, from its page.
  addOrder(t, {
    id: O.buyerJpUnpaidCard, store_id: FX.stores.liveJp, owner: buyerJp, created_at: time.at({ hours: -2 }),
    stream_id: FX.streams.jp, path: ['init', 'unpaid'],
    lines: [{ sku_id: K.ikura250, quantity: 1 }],
    shipping: { type: 'custom', fee: 600, status: 'init', address_id: FX.addresses.buyerJpOsaka },
    payment: { type: 'gmo_credit', status: 'init' },
  })
  addOrder(t, {
    id: O.buyerTwPaid, store_id: FX.stores.liveTw, owner: userOwner(FX.users.buyerTw), created_at: ago(2),
    stream_id: FX.streams.tw, path: ['init', 'unpaid', 'undelivered'],
    lines: [{ sku_id: K.twTea150, quantity: 2 }],
    shipping: { type: 'tw_home-delivery', fee: 0, status: 'init', address_id: FX.twAddresses.buyerTw },
    payment: { type: 'payuni_credit', status: 'paid', paid_at: ago(2) },
  })
  addOrder(t, {
    id: O.buyerTwUnpaid, store_id: FX.stores.liveTw, owner: userOwner(FX.users.buyerTw), created_at: time.at({ hours: -3 }),
    stream_id: FX.streams.tw, path: ['init', 'unpaid'],
    lines: [{ sku_id: K.twTea150, quantity: 1 }],
    shipping: { type: 'tw_home-delivery', fee: 100, status: 'init', address_id: FX.twAddresses.buyerTw },
    payment: { type: 'payuni_credit', status: 'init' },
  })

  const messages = [
    { order_id: O.memberCompleted, role: 'seller', user_id: null, days: 9, message: 'ご注文ありがとうございます。本日発送いたしました。' },
    { order_id: O.memberCompleted, role: 'buyer', user_id: FX.users.member, days: 7, message: '無事に届きました。とても素敵なマグカップです!' },
    { order_id: O.buyerJpDelivering, role: 'buyer', user_id: FX.users.buyerJp, days: 3, message: '配達日の指定はできますか?' },
    { order_id: O.buyerJpDelivering, role: 'seller', user_id: null, days: 2, message: 'はい、配送業者のサイトから日時を変更いただけます。' },
  ] as const
  messages.forEach(({ days, ...m }, i) => t.orderMessages.set(i + 1, { id: i + 1, created_at: ago(days), ...m }))
}
