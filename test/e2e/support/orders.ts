import { expect, type Page } from '@playwright/test'

export const MEMBER_ORDERS = '/stores/sakura-select/marketplace/orders'

/** A shop's order page as its buyer opens it (the member by the sandbox's ready session). */
export interface OrderShop {
  name: 'marketplace' | 'live shop'
  open(page: Page, orderId: number, locale?: string): Promise<void>
  /** The order whose seeded conversation the shop's test reads (FIXTURES.md). */
  conversation: { orderId: number; first: string; second: string }
  /** The bearer the shop's API takes for this buyer, for reading an order as the API has it. */
  bearer: string
  api: string
}

async function openMemberOrder(page: Page, orderId: number, locale = 'en') {
  await page.goto(`/stores/sakura-select/marketplace?locale=${locale}`)
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:token.consumer',
      JSON.stringify({ value: 'session-member', expiresAt: Date.UTC(9999, 0) }),
    ),
  )
  await page.goto(`${MEMBER_ORDERS}/${orderId}?locale=${locale}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderId))
}

async function openLiveOrder(page: Page, orderId: number, locale = 'en', token = 'buyer-jp') {
  await page.goto(`/17shop/orders/${orderId}?token=${token}&locale=${locale}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderId))
}

export const marketplace: OrderShop = {
  name: 'marketplace',
  open: openMemberOrder,
  conversation: {
    orderId: 9001,
    first: 'ご注文ありがとうございます。本日発送いたしました。',
    second: '無事に届きました。とても素敵なマグカップです!',
  },
  bearer: 'session-member',
  api: '/api/v2',
}

export const liveShop: OrderShop = {
  name: 'live shop',
  open: (page, orderId, locale) => openLiveOrder(page, orderId, locale),
  conversation: {
    orderId: 9101,
    first: '配達日の指定はできますか?',
    second: 'はい、配送業者のサイトから日時を変更いただけます。',
  },
  bearer: 'session-buyer-jp',
  api: '/api/v1/17shop',
}

export { openLiveOrder }

/** The order as the shop's API has it now (its deadline, its payment). */
export async function apiOrder(page: Page, shop: OrderShop, orderId: number) {
  const response = await page.request.get(`${shop.api}/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${shop.bearer}` },
  })
  return (
    (await response.json()) as {
      data: {
        status: string
        payment: { type: string; status: string; expire_at: string | null } | null
        histories: { created_at: string }[]
      }
    }
  ).data
}

/** A date as the pages show it, in this machine's time zone (the browser's): `YYYY/MM/DD HH:mm:ss`. */
export function shownDate(iso: string): string {
  const d = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}
