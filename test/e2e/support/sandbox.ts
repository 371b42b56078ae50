import { expect, type Page } from '@playwright/test'

/** How long a held answer waits: long enough for a page check to see the state waiting for it, even with two workers sharing a two-core machine. */
export const HOLD_MS = 1500

export interface Fault {
  method: string
  path: string
  status?: number
  body?: unknown
  network?: 'abort'
  when?: 'before' | 'after'
}

/** The next matching call answered as said, after `delayMs` (docs/sandbox.md, Faults). */
async function addFault(page: Page, spec: Fault, delayMs: number): Promise<{ holds: boolean }> {
  const response = await page.request.post('/__sandbox/faults', {
    data: { ...spec, delayMs, times: 1 },
  })
  if (!response.ok()) throw new Error(`fault refused: ${await response.text()}`)
  return { holds: true }
}

/** One call answered as said, after the hold. */
export const fault = (page: Page, spec: Fault) => addFault(page, spec, HOLD_MS)

/**
 * A held answer's longest wait: a generated path lets it go (`releaseHeld`) once it has seen the
 * page waiting for it, so the wait is never a guess at how long a busy machine takes to show it.
 */
const HELD_MAX_MS = 60_000

/** The next matching call's answer (or failure) held until `releaseHeld`. */
export const heldFault = (page: Page, spec: Fault) => addFault(page, spec, HELD_MAX_MS)

/** Lets the oldest held answer go; fails when the page never sent the call it was held for. */
export async function releaseHeld(page: Page): Promise<void> {
  const response = await page.request.post('/__sandbox/faults/release')
  const { released } = (await response.json()) as { released: number }
  if (released !== 1) throw new Error('no held answer to let go: the page never sent its call')
}

/** An order as /__sandbox/orders shows it (sandbox/controls/orders.ts): the API's view and more. */
export interface SandboxOrder {
  id: number
  /** `user:<id>` or `guest:<token>`. */
  owner: string
  shipping: { type: string }
  payment: { type: string; status: string } | null
  payment_attempts: { id: number; outcome: string }[]
}

export async function sandboxOrders(page: Page): Promise<SandboxOrder[]> {
  const response = await page.request.get('/__sandbox/orders')
  return ((await response.json()) as { orders: SandboxOrder[] }).orders
}

/** The one order the test made (none or a second one fails it), and its payment attempts' outcomes in order. */
export async function theOnlyOrder(page: Page) {
  const orders = await sandboxOrders(page)
  expect(orders).toHaveLength(1)
  const order = orders[0]!
  return { ...order, outcomes: order.payment_attempts.map((attempt) => attempt.outcome) }
}

/** A call that may change something, as /__sandbox/writes records it (docs/sandbox.md#writes). */
export interface SandboxWrite {
  method: string
  path: string
  user_id: number | null
  user_email: string | null
  guest_id: number | null
  body: unknown
}

export async function sandboxWrites(page: Page): Promise<SandboxWrite[]> {
  const response = await page.request.get('/__sandbox/writes')
  return ((await response.json()) as { writes: SandboxWrite[] }).writes
}
