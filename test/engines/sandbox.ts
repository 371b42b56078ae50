/**
 * The engine run's sandbox, reached from Node (the cases' driver side) on the same server as the
 * page: reset, the cart filled (and read) by the API where a case's subject starts later or ends
 * on it, a call made slow, and the two things every case ends on, the orders made and the error
 * reports sent.
 */
import type { SandboxOrder } from '../e2e/support/sandbox'

export type { SandboxOrder }

export interface SandboxReport {
  message: string | null
  exception: { type: string; value: string } | null
  extra: Record<string, unknown>
  request_url: string | null
}

export class Sandbox {
  constructor(readonly origin: string) {}

  private async call<T>(method: 'GET' | 'POST', path: string, init: RequestInit = {}) {
    const response = await fetch(new URL(path, this.origin), { method, ...init })
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  /** A live buyer's cart of a store, as the API answers it to them: each line's SKU and quantity. */
  async liveCart(buyer: string, storeId: number): Promise<{ sku: number; quantity: number }[]> {
    const answer = await this.call<{
      data: { items: { sku: { id: number }; quantity: number }[] }
    }>('GET', `/api/v1/17shop/stores/${storeId}/carts`, {
      headers: { Authorization: `Bearer session-${buyer}` },
    })
    return answer.data.items.map((item) => ({ sku: item.sku.id, quantity: item.quantity }))
  }

  /** The next `method` call to `path` (a `*` ends a prefix) answers `delayMs` later. */
  async slow(fault: { method: string; path: string; delayMs: number }) {
    await this.call('POST', '/__sandbox/faults', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fault, times: 1 }),
    })
  }

  async reset() {
    await this.call('POST', '/__sandbox/reset')
  }

  async orders(): Promise<SandboxOrder[]> {
    return (await this.call<{ orders: SandboxOrder[] }>('GET', '/__sandbox/orders')).orders
  }

  async reports(): Promise<SandboxReport[]> {
    return (await this.call<{ reports: SandboxReport[] }>('GET', '/__sandbox/reports')).reports
  }

  /** The live storefront's add call with a buyer's ready session (`session-<buyer>`). */
  async addToLiveCart(add: { buyer: string; sku: number; streamId: number }) {
    await this.call('POST', '/api/v1/17shop/add-cart', {
      headers: {
        Authorization: `Bearer session-${add.buyer}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: add.sku, quantity: 1, stream_id: add.streamId }),
    })
  }
}
