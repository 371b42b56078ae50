/**
 * The words of liver 1001's Japan checkout in Japanese and English, as a buyer reads them. Plain
 * data with no test runner behind it: the Playwright specs (live-checkout.ts) and the engine cases
 * (test/engines) both read it.
 */
export type Locale = 'ja' | 'en'

export const LIVE_WORDS = {
  ja: {
    regular: '通常商品',
    next: '次へ',
    delivery: /^配送(?!（)/,
    cod: /^配送（代金引換）/,
    card: /^クレジットカード/,
    store: /^コンビニ払い/,
    paypay: /^PayPay/,
    onDelivery: /^代金引換/,
    place: '注文を確定する',
    payNow: '今すぐ支払う',
    payByCard: 'カードで支払う',
    orderNumber: /ご注文番号は \d+ です/,
    paid: /お支払いが完了しました/,
    payWithPaypay: 'PayPayで支払う',
    paidWithPaypay: 'PayPayで支払い済み',
    notCompleted: 'PayPayでのお支払いは完了していません',
    tryPaypay: 'もう一度PayPayで支払う',
    payAtStore: 'コンビニでお支払い',
  },
  en: {
    regular: 'Regular goods',
    next: 'Next',
    delivery: /^Delivery(?!,)/,
    cod: /^Delivery, cash on delivery/,
    card: /^Card/,
    store: /^Convenience store/,
    paypay: /^PayPay/,
    onDelivery: /^Cash on delivery/,
    place: 'Place the order',
    payNow: 'Pay now',
    payByCard: 'Pay by card',
    orderNumber: /Your order number is \d+/,
    paid: /The payment is complete/,
    payWithPaypay: 'Pay with PayPay',
    paidWithPaypay: 'Paid with PayPay',
    notCompleted: 'The PayPay payment was not completed',
    tryPaypay: 'Try PayPay again',
    payAtStore: 'Pay at a convenience store',
  },
} as const

/** The stream tab of liver 1001's storefront and its add to cart. */
export const LIVE_STOREFRONT_WORDS = {
  ja: { stream: 'この配信の商品', add: 'カートに入れる', added: /1点をカートに入れました/ },
  en: { stream: 'Products in this stream', add: 'Add to cart', added: /1 item added to your cart/ },
} as const
