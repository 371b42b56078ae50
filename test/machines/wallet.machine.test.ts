import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { walletMachine, type WalletContext } from '../../machines/wallet/wallet.machine'
import { expectFullCoverage } from './support/coverage'
import { explorePaths, type MachinePath } from './support/paths'

const lists = {
  cards: [
    { id: 31, masked_card_no: '************1111' },
    { id: 32, masked_card_no: '************3220' },
  ],
  payees: [{ id: 31, buyer_name: '中村 真央', convenience_code: '00001' }],
}

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadWallet', output: lists },
  { type: 'xstate.error.actor.loadWallet', error: { code: 'NETWORK' } },
  { type: 'wallet.retry' },
  { type: 'wallet.listed', lists: { cards: lists.cards.slice(0, 1), payees: [] } },
  { type: 'wallet.remove', item: { kind: 'card', id: 32 } },
  { type: 'wallet.remove', item: { kind: 'payee', id: 31 } },
  // Not saved: nothing to ask about.
  { type: 'wallet.remove', item: { kind: 'card', id: 99 } },
  { type: 'wallet.cancel' },
  { type: 'wallet.confirm' },
  { type: 'xstate.done.actor.removeItem' },
  { type: 'xstate.error.actor.removeItem', error: { code: 'SERVER' } },
]

const paths: MachinePath[] = explorePaths(walletMachine, { events, strategy: 'simple' })
const ctx = (path: MachinePath, index: number) =>
  path.steps[index]!.snapshot.context as WalletContext
const ids = (context: WalletContext) => [
  ...context.cards.map((row) => `card:${row.id}`),
  ...context.payees.map((row) => `payee:${row.id}`),
]

describe('wallet machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    expectFullCoverage(walletMachine, paths)
  })

  it(`keep the wallet's rules on every step of ${paths.length} paths`, () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        if (index === 0) return
        const before = path.steps[index - 1]!.snapshot
        const context = ctx(path, index)
        const gone = ids(ctx(path, index - 1)).filter((id) => !ids(context).includes(id))
        // Something leaves the list only when the server said it was removed (or the page's
        // own read says so), and only what was asked and confirmed.
        if (gone.length > 0 && step.event.type !== 'wallet.listed') {
          expect(step.event.type, path.description).toBe('xstate.done.actor.removeItem')
          expect(before.matches({ ready: 'removing' })).toBe(true)
          const asked = (before.context as WalletContext).asked!
          expect(gone).toEqual([`${asked.kind}:${asked.id}`])
          expect(context.removed).toEqual(asked)
        }
        // A failed removal keeps the item and names it with its reason.
        if (step.event.type === 'xstate.error.actor.removeItem') {
          expect(gone).toEqual([])
          expect(context.failure).toEqual({
            item: (before.context as WalletContext).asked,
            code: 'SERVER',
          })
        }
        // Nothing is removed without the confirmation in between.
        if (
          step.snapshot.matches({ ready: 'removing' }) &&
          !before.matches({ ready: 'removing' })
        ) {
          expect(before.matches({ ready: 'confirming' })).toBe(true)
          expect(step.event.type).toBe('wallet.confirm')
        }
        // While one removal runs no other can be asked.
        if (before.matches({ ready: 'removing' }) && step.event.type === 'wallet.remove') {
          expect(step.snapshot.context).toEqual(before.context)
        }
      })
    }
  })
})
