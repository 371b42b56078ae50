import { expect, test, type Page } from './support/test'
import { after } from '../support/clock'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

// Stream 7004 of liver 1001 has no post yet (docs/sandbox.md, fixtures).
const STREAM_LINK = '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&stream_id=7004'

/** What a datetime-local field shows for `iso` in the browser's own time zone. */
const localInput = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const date = new Date(at)
    date.setMinutes(date.getMinutes() - date.getTimezoneOffset())
    return date.toISOString().slice(0, 16)
  }, iso)

const form = (page: Page) => page.getByRole('form', { name: 'New post for this stream' })

test('a seller makes the post of a stream without one, then fills it with products', async ({
  page,
}) => {
  const creates: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/stores/201/posts'))
      creates.push(request.postDataJSON())
  })
  await page.goto(`${STREAM_LINK}&locale=en`)
  await expect(page).not.toHaveURL(/token=/)
  const post = form(page)
  await expect(post).toBeVisible()

  // Nothing typed yet: the title is asked for, and nothing is sent.
  await post.getByRole('button', { name: 'Make the post' }).click()
  await expect(post.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused()
  await expect(post).toContainText('Give the post a title.')
  expect(creates).toHaveLength(0)

  await post.getByRole('textbox', { name: 'Title', exact: true }).fill('週末のお片付けライブ')
  await post.getByRole('textbox', { name: 'Description' }).fill('土鍋とだれを紹介します。')
  await post.getByRole('checkbox', { name: '北海道グルメ' }).check()
  const startsAt = after(new Date(), { days: 30 })
  await post.getByLabel('Starts at').fill(await localInput(page, startsAt))
  await post.getByRole('textbox', { name: 'Title before the stream starts' }).fill('まもなく配信')
  await post.getByRole('textbox', { name: 'Keywords' }).fill('台所, 土鍋、 台所')
  await post.getByRole('button', { name: 'Make the post' }).click()

  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('post is ready')
  expect(creates).toEqual([
    expect.objectContaining({
      title: '週末のお片付けライブ',
      type: 'formal',
      mode: 'obs',
      channel_ids: [602],
      content: '土鍋とだれを紹介します。',
      is_private: false,
      keywords: ['台所', '土鍋'],
      upcoming_title: 'まもなく配信',
      product_ids: [],
    }),
  ])
  // The seller's local time, sent as the instant it is (to the minute typed).
  const sentAt = Date.parse((creates[0] as { upcoming_at: string }).upcoming_at)
  expect(Math.abs(sentAt - Date.parse(startsAt))).toBeLessThan(60_000)

  // The editor now works on the new post: nothing in it yet, every product to add.
  await expect(page.getByRole('link', { name: 'Not in the stream' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const ikura = page.getByRole('article').filter({ hasText: 'いくら' })
  await ikura.getByRole('button', { name: /^Add / }).click()
  await expect(ikura).toHaveCount(0)
  await page
    .getByRole('article')
    .filter({ hasText: '土鍋' })
    .getByRole('button', { name: /^Add / })
    .click()
  await page.getByRole('link', { name: 'In the stream', exact: true }).click()
  const names = page.getByRole('list', { name: 'Products in the stream' }).getByRole('heading')
  await expect(names).toHaveText(['北海道産 いくら醤油漬け', '土鍋 8号'])

  // The stream keeps its post: a reload opens the editor, not the form.
  await page.reload()
  await expect(names).toHaveText(['北海道産 いくら醤油漬け', '土鍋 8号'])
  await expect(form(page)).toHaveCount(0)
  expect(creates).toHaveLength(1)
})

test('a refused field is marked where it is, and what was typed stays', async ({ page }) => {
  await page.goto(`${STREAM_LINK}&locale=en`)
  const post = form(page)
  await post.getByRole('textbox', { name: 'Title', exact: true }).fill('週末のお片付けライブ')
  await post.getByRole('textbox', { name: 'Keywords' }).fill('台所')
  await post.getByLabel('Starts at').fill('2001-01-01T20:00')
  await post.getByRole('button', { name: 'Make the post' }).click()
  await expect(post.getByLabel('Starts at')).toBeFocused()
  await expect(post).toContainText('Choose a time that has not passed yet.')
  await post.getByLabel('Starts at').fill('')

  // The API refuses the title (a word it does not allow, say): the field says so.
  await page.request.post('/__sandbox/faults', {
    data: {
      method: 'POST',
      path: '/api/v1/17shop/stores/201/posts',
      status: 422,
      body: { code: 'VALIDATION_EXCEPTION', message: 'Invalid', data: { title: ['Not allowed.'] } },
      times: 1,
    },
  })
  await post.getByRole('button', { name: 'Make the post' }).click()
  const title = post.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toBeFocused()
  await expect(post).toContainText('This was not accepted.')
  await expect(title).toHaveValue('週末のお片付けライブ')
  await expect(post.getByRole('textbox', { name: 'Keywords' })).toHaveValue('台所')

  // Fixed and sent again: made once, and the editor opens on it.
  await title.fill('週末のライブ')
  await expect(title).not.toHaveAttribute('aria-invalid', 'true')
  await post.getByRole('button', { name: 'Make the post' }).click()
  await expect(page.getByRole('link', { name: 'Not in the stream' })).toBeVisible()
})

test('the new-post form speaks the seller’s language (ja for a JP store)', async ({ page }) => {
  await page.goto(STREAM_LINK)
  const post = page.getByRole('form', { name: 'この配信の新しい投稿' })
  await expect(post).toBeVisible()
  await expect(post.getByRole('button', { name: '投稿を作成' })).toBeVisible()
  await expect(post.getByRole('group', { name: 'チャンネル' })).toBeVisible()
})

test('the product lists point to the form, and a stream that is not the seller’s says so', async ({
  page,
}) => {
  await page.goto('/17shop/seller/products?token=seller-jp&liver_id=1001&stream_id=7004&locale=en')
  const notice = page.getByRole('alert').filter({ hasText: 'This stream has no post yet' })
  await notice.getByRole('link', { name: 'Make the post' }).click()
  await expect(form(page)).toBeVisible()

  // 7003 is another liver's stream; 7002's liver may not sell at all.
  await page.goto('/17shop/seller/stream-products?liver_id=1001&stream_id=7003')
  await expect(page.getByRole('alert')).toContainText('This stream cannot be opened')
  await expect(form(page)).toHaveCount(0)
  await page.goto('/17shop/seller/stream-products?liver_id=1001&stream_id=7002')
  await expect(page.getByRole('alert')).toContainText('Selling is not open on this stream')
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0)
})
