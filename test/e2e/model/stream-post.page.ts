/**
 * The stream-post alphabet played in Chromium, in English: seller-jp on stream 7004's product
 * page, where the new-post form is; the create and bind answers arranged in the sandbox, and what
 * the form (then the link-again panel, then the editor) shows in each state.
 */
import { expect, type Page, type Response } from '@playwright/test'
import type { StreamPostContext } from '../../../machines/seller/stream-post.machine'
import { heldFault } from '../support/sandbox'
import { TITLED } from './stream-post.alphabet'
import type { Realization, StepArgs } from './run-paths'

const STREAM =
  '/17shop/seller/stream-products?token=seller-jp&liver_id=1001&stream_id=7004&locale=en'
const CREATE = '/api/v1/17shop/stores/201/posts'
const BIND = '/api/v1/17shop/streams/7004'

const ctx = (args: StepArgs) => args.snapshot.context as StreamPostContext
const form = (page: Page) => page.getByRole('form', { name: 'New post for this stream' })
const title = (page: Page) => form(page).getByRole('textbox', { name: 'Title', exact: true })
const linkAgain = (page: Page) => page.getByRole('button', { name: 'Link the post to the stream' })

/** The posts the sandbox made, by page: never a second for the same stream. */
const made = new WeakMap<Page, Response[]>()

export const streamPostPage: Realization = {
  inputName: () => 'seller-jp on a stream without a post',
  start: async (page) => {
    const posts: Response[] = []
    made.set(page, posts)
    page.on('response', (response) => {
      const request = response.request()
      if (request.method() === 'POST' && request.url().endsWith(CREATE) && response.ok())
        posts.push(response)
    })
    await page.goto(STREAM)
  },
  acts: {
    'make the post': async ({ page }) => {
      if ((await title(page).inputValue()) === '') await title(page).fill(TITLED.title)
      await form(page).getByRole('button', { name: 'Make the post' }).click()
    },
    'link again': ({ page }) => linkAgain(page).click(),
  },
  results: {
    'post made': ({ page }) => heldFault(page, { method: 'POST', path: CREATE }),
    'title refused': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: CREATE,
        status: 422,
        body: {
          code: 'VALIDATION_EXCEPTION',
          message: 'Invalid',
          data: { title: ['Not allowed.'] },
        },
      }),
    'shop not set up': ({ page }) =>
      heldFault(page, {
        method: 'POST',
        path: CREATE,
        status: 400,
        body: { code: 'STORE_PAYMENT_SHIPPING_UNSET', message: 'Not set up' },
      }),
    linked: ({ page }) => heldFault(page, { method: 'POST', path: BIND }),
    'not linked': ({ page }) => heldFault(page, { method: 'POST', path: BIND, network: 'abort' }),
  },
  states: {
    editing: async (args) => {
      const { page } = args
      const { fieldErrors, problem } = ctx(args)
      await expect(form(page)).toBeVisible()
      // What was typed stays through every refusal.
      await expect(title(page)).toHaveValue(args.index === 0 ? '' : TITLED.title)
      if (fieldErrors.title) {
        await expect(title(page)).toHaveAttribute('aria-invalid', 'true')
        await expect(form(page)).toContainText('This was not accepted.')
      } else {
        await expect(title(page)).not.toHaveAttribute('aria-invalid', 'true')
      }
      const alert = form(page).getByRole('alert').filter({ hasText: 'The post was not made' })
      if (problem === 'STORE_PAYMENT_SHIPPING_UNSET') {
        await expect(alert).toContainText('Your shop has no payment or shipping method yet')
      } else {
        await expect(alert).toHaveCount(0)
      }
    },
    creating: ({ page }) =>
      expect(form(page).getByRole('button', { name: 'Make the post' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    binding: ({ page }) => expect(linkAgain(page)).toHaveAttribute('aria-busy', 'true'),
    bindFailed: async ({ page }) => {
      await expect(page.getByRole('heading', { name: TITLED.title })).toBeVisible()
      await expect(
        page.getByRole('alert').filter({ hasText: 'not linked to the stream yet' }),
      ).toContainText('We could not reach the server')
      await expect(form(page)).toHaveCount(0)
    },
    bound: async ({ page }) => {
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
        'post is ready',
      )
      await expect(page.getByRole('link', { name: 'Not in the stream' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    },
  },
  // One post at most, whatever was refused or lost on the way.
  invariant: async (args) => {
    expect(made.get(args.page)!.length).toBe(ctx(args).postId === undefined ? 0 : 1)
  },
  screen: (snapshot) => {
    const { fieldErrors, problem, postId } = snapshot.context as StreamPostContext
    const state = JSON.stringify(snapshot.value)
    return `stream post ${state}, ${postId === undefined ? 'no post' : 'made'}, ${
      Object.keys(fieldErrors).join(' ') || 'no field refused'
    }, ${problem ?? 'no problem'}`
  },
}
