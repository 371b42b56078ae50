import type { Hono } from 'hono'
import type { walletCalls } from '../../../src/api/schemas/calls/shared/wallet'
import type { Db } from '../../db/db'
import { ownedBy } from '../../db/queries'
import type { CreditCardRow } from '../../db/types/wallet'
import { creditCardView } from '../../db/views/wallet'
import { requireBuyer } from '../../http/auth'
import { parseBody, parseQuery, validationError } from '../../http/validate'
import { maskCardNumber, resolve } from '../../pay/gmo-tokens'
import { serve } from '../catalog/contract-route'
import { deleteOwnRow } from './owned'

type WalletCalls = ReturnType<typeof walletCalls<string>>

/**
 * Saved cards. A card is saved from a token of the fake GMO script (sandbox/pay/gmo-tokens.ts),
 * never from a number: the token tells which test card it is, so a saved card pays (or is
 * declined) like its number. What the card is comes from the token, as GMO would report it,
 * not from the masked number the browser passes along.
 */
export function serveCards(app: Hono, db: Db, calls: WalletCalls): void {
  serve(app, calls.listCreditCards, (c) => {
    const { owner } = requireBuyer(c, db)
    const { type, application } = parseQuery(c, calls.listCreditCards.query)
    const cards = ownedBy(db.creditCards, owner).filter(
      (card) =>
        card.type === type && (application === undefined || card.application === application),
    )
    return { data: cards.map(creditCardView) }
  })

  serve(
    app,
    calls.saveCreditCard,
    async (c) => {
      const { owner } = requireBuyer(c, db)
      const body = await parseBody(c, calls.saveCreditCard.body)
      const token = resolve(db, body.token)
      if (!token) throw validationError({ token: ['The card token is unknown or has expired.'] })
      // GMO tokens are good for one use.
      db.cardTokens.delete(token.token)
      const card: CreditCardRow = {
        id: db.nextId('creditCards'),
        owner,
        type: body.type,
        application: body.application,
        masked_card_no: maskCardNumber(token.card_number),
        to_be_expired_at: token.expire,
        card_number: token.card_number,
      }
      db.creditCards.set(card.id, card)
      return { data: creditCardView(card) }
    },
    201,
  )

  serve(app, calls.deleteCreditCard, (c) =>
    deleteOwnRow(c, db.creditCards, requireBuyer(c, db).owner, 'card'),
  )
}
