import { expect, test, type Page } from './support/test'

/** Fast enough for a test; the page reads every few seconds by default. */
const FOLLOW_MS = 1_000
/** The interval plus a second: a change the seller makes shows by then. */
const SHOWN_WITHIN = FOLLOW_MS + 1_000
const STOREFRONT = '/17shop/buyer/livers/1001/stream-products?token=buyer-jp&post_id=5001'
const POST_READ = /\/stores\/201\/posts\/5001$/

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

/** The seller's move, made through the sandbox's stream control (docs/sandbox.md). */
async function move(page: Page, moves: unknown[]) {
  const answer = await page.request.post('/__sandbox/stream', { data: { moves } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

async function openStorefront(page: Page) {
  await page.addInitScript((ms) => {
    localStorage.setItem('17shop:follow-ms', String(ms))
    // Layout shifts the buyer did not cause, summed as CLS counts them.
    const seen = window as unknown as { shifts: number }
    seen.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
      }>)
        if (!entry.hadRecentInput) seen.shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  }, FOLLOW_MS)
  await page.goto(STOREFRONT)
  const list = page.getByRole('list', { name: 'この配信の商品' })
  await expect(list.getByRole('article').first()).toContainText('いくら')
  return list
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
const card = (list: ReturnType<Page['getByRole']>, name: string | RegExp) =>
  list.getByRole('article').filter({ has: list.page().getByRole('heading', { name }) })

function countReads(page: Page) {
  const reads = { count: 0 }
  page.on('request', (request) => {
    if (POST_READ.test(new URL(request.url()).pathname)) reads.count += 1
  })
  return reads
}

test('the open storefront follows the stream: an added, a removed and a sold-out product show in place, with nothing moving and focus kept', async ({
  page,
}) => {
  const list = await openStorefront(page)
  // The page is the one first loaded throughout: no reload.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))
  const apron = list.getByRole('link', { name: 'ひなたロゴ エプロン' })
  await apron.focus()
  await page.evaluate(() => ((window as unknown as { shifts: number }).shifts = 0))

  await move(page, [{ do: 'add', product: 4006 }])
  const added = card(list, '土鍋 8号')
  await expect(added).toBeVisible({ timeout: SHOWN_WITHIN })
  await expect(added).toContainText('新着')
  await expect(
    page.getByRole('status').filter({ hasText: '配信に追加されました: 土鍋 8号' }),
  ).toHaveCount(1)

  await move(page, [{ do: 'remove', product: 4002 }])
  await expect(card(list, /万能だれ/)).toContainText('この配信から外れました', {
    timeout: SHOWN_WITHIN,
  })

  await move(page, [{ do: 'sellOut', product: 4001 }])
  await expect(card(list, /いくら/)).toContainText('売り切れ', { timeout: SHOWN_WITHIN })

  // A sale that closes and opens again, on the card, with no reload.
  const fukubukuro = card(list, /海鮮福袋/)
  await move(page, [{ do: 'closeSale', product: 4005 }])
  await expect(fukubukuro).toContainText('販売終了', { timeout: SHOWN_WITHIN })
  await move(page, [{ do: 'openSale', product: 4005 }])
  await expect(fukubukuro).toContainText('販売中', { timeout: SHOWN_WITHIN })

  expect(await shifts(page)).toBe(0)
  await expect(apron).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
    true,
  )
})

test('a hidden storefront asks nothing and reads at once on return; offline it waits, and follows again when back', async ({
  page,
  context,
}) => {
  const list = await openStorefront(page)
  const reads = countReads(page)
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((to) => {
      Object.defineProperty(document, 'visibilityState', { value: to, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)

  await setVisibility('hidden')
  await move(page, [{ do: 'add', product: 4006 }])
  reads.count = 0
  await page.waitForTimeout(FOLLOW_MS * 3)
  expect(reads.count).toBe(0)
  await expect(card(list, '土鍋 8号')).toHaveCount(0)
  await setVisibility('visible')
  // At once, not after another interval.
  await expect(card(list, '土鍋 8号')).toBeVisible({ timeout: FOLLOW_MS / 2 })

  await context.setOffline(true)
  await move(page, [{ do: 'remove', product: 4006 }])
  reads.count = 0
  await page.waitForTimeout(FOLLOW_MS * 3)
  expect(reads.count).toBe(0)
  await context.setOffline(false)
  await expect(card(list, '土鍋 8号')).toContainText('この配信から外れました', {
    timeout: SHOWN_WITHIN,
  })
})

test('reads that change nothing touch nothing on the page, and a product put above the screen moves nothing the buyer is on', async ({
  page,
}) => {
  const list = await openStorefront(page)
  const fukubukuro = list.getByRole('link', { name: /海鮮福袋/ })
  // Scrolled down into the list, on a card below the first row.
  await fukubukuro.evaluate((link) => link.closest('li')!.scrollIntoView({ block: 'start' }))
  await fukubukuro.focus()
  const reads = countReads(page)
  await page.evaluate(() => {
    const seen = window as unknown as { mutations: number }
    seen.mutations = 0
    new MutationObserver((records) => (seen.mutations += records.length)).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
  await page.waitForTimeout(FOLLOW_MS * 3 + 500)
  expect(reads.count).toBeGreaterThanOrEqual(2)
  expect(await page.evaluate(() => (window as unknown as { mutations: number }).mutations)).toBe(0)

  const at = (await fukubukuro.boundingBox())!.y
  await move(page, [{ do: 'add', product: 4006, position: 1 }])
  await expect(list.getByRole('heading', { name: '土鍋 8号' })).toHaveCount(1, {
    timeout: SHOWN_WITHIN,
  })
  expect((await fukubukuro.boundingBox())!.y).toBeCloseTo(at, 0)
  await expect(fukubukuro).toBeFocused()
})
