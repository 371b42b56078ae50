import { describe, expect, it } from 'vitest'
import { mergedThread } from '../../../src/features/orders/use-order-messages'
import type { OrderMessage } from '../../../src/api/schemas/order-message'

const message = (id: number, minute: number, text = `message ${id}`) =>
  ({
    id,
    message: text,
    role: id % 2 ? 'buyer' : 'seller',
    created_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`,
    user: null,
    store: null,
  }) as unknown as OrderMessage

describe('mergedThread', () => {
  const thread = [message(1, 1), message(2, 2), message(3, 3)]

  it('gives back the same list when a re-read brings nothing new', () => {
    const reread = thread.map((m) => ({ ...m }))
    expect(mergedThread(thread, reread)).toBe(thread)
  })

  it('adds new messages after the others, each once', () => {
    const merged = mergedThread(thread, [...thread, message(4, 4), message(4, 4)])
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(merged[0]).toBe(thread[0])
  })

  it('puts an older message where it belongs and takes an edited one', () => {
    const merged = mergedThread(thread, [message(5, 0), message(2, 2, 'edited')])
    expect(merged.map((m) => m.id)).toEqual([5, 1, 2, 3])
    expect(merged[2]!.message).toBe('edited')
  })

  it('leaves out a message it cannot show', () => {
    const broken = { ...message(6, 6), id: -1 }
    expect(mergedThread(thread, [broken])).toBe(thread)
  })
})
