import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { issue } from '../../sandbox/pay/gmo-tokens'
import * as liveWallet from '../../src/api/live-shop-v1/wallet'
import * as marketWallet from '../../src/api/marketplace-v2/wallet'
import { cardExpiry } from '../support/clock'
import { validationFields } from './accounts-support'
import { captureReports, catalogSandbox as walletSandbox, failureOf } from './catalog-harness'

const expiry = cardExpiry()

const reports = captureReports()

const tokyo = {
  postcode: '1000001',
  level_one: '東京都',
  level_two: '千代田区',
  level_three: '千代田',
  level_four: '2-2',
  level_one_code: '13',
  region: 'JP',
} as const

/** The same calls under both prefixes: each API's client, with a buyer who has saved rows. */
const apis = [
  {
    api: 'v2',
    prefix: '/api/v2',
    wallet: marketWallet,
    owner: FX.tokens.sessionMember,
    addresses: [FX.addresses.member],
    card: FX.cards.member,
    payee: FX.payees.member,
    stranger: FX.tokens.sessionBuyerJp,
    strangersAddress: FX.addresses.buyerJpOsaka,
  },
  {
    api: 'v1',
    prefix: '/api/v1/17shop',
    wallet: liveWallet,
    owner: FX.tokens.sessionBuyerJp,
    addresses: [FX.addresses.buyerJpOsaka, FX.addresses.buyerJpOkinawa],
    card: FX.cards.buyerJp,
    payee: FX.payees.buyerJp,
    stranger: FX.tokens.sessionMember,
    strangersAddress: FX.addresses.member,
  },
] as const

describe.each(apis)(
  'wallet ($api)',
  ({ prefix, wallet, owner, addresses, card, payee, stranger, strangersAddress }) => {
    it('addresses: a new one is listed with its full address, and deleting it removes it', async () => {
      const { http } = walletSandbox().client(owner)
      const created = await wallet.createAddress(http, {
        type: 'custom',
        name: '山田 太郎',
        phone_number: '0311112222',
        address: tokyo,
      })
      expect(created).toMatchObject({
        type: 'custom',
        address: { full_address: '東京都千代田区千代田2-2', region: 'JP', info: null },
      })
      expect((await wallet.listAddresses(http)).map((row) => row.id)).toContain(created.id)
      expect(await wallet.deleteAddress(http, created.id)).toEqual({ success: true })
      expect((await wallet.listAddresses(http)).map((row) => row.id)).not.toContain(created.id)
      expect(await failureOf(wallet.deleteAddress(http, created.id))).toMatchObject({ status: 404 })
      expect(reports).toEqual([])
    })

    it('a pick-up entry needs no place', async () => {
      const { http } = walletSandbox().client(owner)
      expect(
        await wallet.createAddress(http, {
          type: 'self_pick_up',
          name: '山田',
          phone_number: '03',
        }),
      ).toMatchObject({ address: null })
    })

    it('someone else’s address is a 404 and stays where it was', async () => {
      const harness = walletSandbox()
      expect(
        await failureOf(wallet.deleteAddress(harness.client(owner).http, strangersAddress)),
      ).toMatchObject({ status: 404 })
      expect(
        (await wallet.listAddresses(harness.client(stranger).http)).map((row) => row.id),
      ).toContain(strangersAddress)
      expect((await wallet.listAddresses(harness.client(owner).http)).map((row) => row.id)).toEqual(
        addresses,
      )
    })

    it('cards: saved from a fake-GMO token (never a number), masked as GMO masks it, deletable', async () => {
      const harness = walletSandbox()
      const { http } = harness.client(owner)
      const { token } = issue(harness.sandbox.db, {
        cardNumber: FX.cardNumbers.gmoPays,
        expire: expiry.yyyymm,
      })
      const saved = await wallet.saveCreditCard(http, {
        type: 'gmo_credit',
        application: 'buyer_general',
        maskedCardNo: '411111******1111',
        toBeExpiredAt: expiry.yyyymm,
        isSecurityCodeSet: true,
        token,
      })
      expect(saved).toMatchObject({ masked_card_no: '411111******1111' })
      expect(harness.sandbox.db.creditCards.get(saved.id)).toMatchObject({
        card_number: FX.cardNumbers.gmoPays,
        to_be_expired_at: expiry.yyyymm,
      })
      const listed = await wallet.listCreditCards(http, {
        type: 'gmo_credit',
        application: 'buyer_general',
      })
      expect(listed.map((row) => row.id)).toEqual(expect.arrayContaining([card, saved.id]))
      expect(
        await wallet.listCreditCards(http, {
          type: 'gmo_credit',
          application: 'seller_subscription',
        }),
      ).toEqual([])
      expect(await wallet.deleteCreditCard(http, saved.id)).toEqual({ success: true })
      expect(
        (await wallet.listCreditCards(http, { type: 'gmo_credit' })).map((row) => row.id),
      ).not.toContain(saved.id)
      expect(reports).toEqual([])
    })

    it('a card token works once; an unknown or expired one is a 422 on token', async () => {
      const harness = walletSandbox()
      const { http } = harness.client(owner)
      const { token } = issue(harness.sandbox.db, {
        cardNumber: FX.cardNumbers.gmoDeclined,
        expire: expiry.yyyymm,
      })
      const body = {
        type: 'gmo_credit',
        application: 'buyer_general',
        maskedCardNo: 'x',
        toBeExpiredAt: expiry.yyyymm,
        isSecurityCodeSet: true,
      } as const
      await wallet.saveCreditCard(http, { ...body, token })
      const late = issue(harness.sandbox.db, {
        cardNumber: FX.cardNumbers.gmoPays,
        expire: expiry.yyyymm,
      })
      late.created_at = new Date(Date.now() - 31 * 60_000).toISOString()
      for (const reused of [token, 'tok-unknown', late.token]) {
        const answer = await harness.raw(`${prefix}/credit-cards`, {
          method: 'POST',
          token: owner,
          body: JSON.stringify({ ...body, token: reused }),
        })
        expect(await validationFields(answer)).toEqual(['token'])
      }
    })

    it('someone else’s card is a 404 and stays saved', async () => {
      const harness = walletSandbox()
      const strangersCard = card === FX.cards.member ? FX.cards.buyerJp : FX.cards.member
      expect(
        await failureOf(wallet.deleteCreditCard(harness.client(owner).http, strangersCard)),
      ).toMatchObject({ status: 404 })
      expect(harness.sandbox.db.creditCards.has(strangersCard)).toBe(true)
    })

    it('payees: a new one, an existing one by id, someone else’s id refused, and deletion', async () => {
      const { http } = walletSandbox().client(owner)
      const created = await wallet.createCvsPayee(http, {
        buyer_name: '山田 太郎',
        buyer_name_kana: 'ヤマダ タロウ',
        buyer_cellphone: '09011112222',
        convenience_name: 'Seicomart',
        convenience_code: '00008',
      })
      expect(created).toMatchObject({ convenience_code: '00008', buyer_name_kana: 'ヤマダ タロウ' })
      expect(await wallet.createCvsPayee(http, { id: payee })).toMatchObject({ id: payee })
      const strangersPayee = payee === FX.payees.member ? FX.payees.buyerJp : FX.payees.member
      expect(await failureOf(wallet.createCvsPayee(http, { id: strangersPayee }))).toMatchObject({
        status: 404,
      })
      expect((await wallet.listCvsPayees(http)).map((row) => row.id)).toEqual([payee, created.id])
      expect(await wallet.deleteCvsPayee(http, created.id)).toEqual({ success: true })
      expect((await wallet.listCvsPayees(http)).map((row) => row.id)).toEqual([payee])
      expect(reports).toEqual([])
    })

    it('a name that is not the code’s chain is refused before sending, and by the sandbox with the field', async () => {
      const harness = walletSandbox()
      const body = {
        buyer_name: 'a',
        buyer_name_kana: 'ア',
        buyer_cellphone: '1',
        convenience_name: 'Lawson',
        convenience_code: '00002',
      } as const
      expect(
        await failureOf(wallet.createCvsPayee(harness.client(owner).http, body)),
      ).toMatchObject({ kind: 'invalid-input' })
      expect(harness.requestsSent()).toBe(0)
      const answer = await harness.raw(`${prefix}/gmo-cvs`, {
        method: 'POST',
        token: owner,
        body: JSON.stringify(body),
      })
      expect(await validationFields(answer)).toEqual(['convenience_name'])
    })

    it('a malformed address gets 422 with the offending fields', async () => {
      const { raw } = walletSandbox()
      const answer = await raw(`${prefix}/addresses`, {
        method: 'POST',
        token: owner,
        body: JSON.stringify({
          type: 'custom',
          name: '',
          phone_number: '03',
          address: { ...tokyo, postcode: '' },
        }),
      })
      expect(await validationFields(answer)).toEqual(['address.postcode', 'name'])
    })

    it('no session is a 401 that ends the client’s session', async () => {
      const { http, tokens } = walletSandbox().client('hs_expired')
      expect(await failureOf(wallet.listAddresses(http))).toMatchObject({ status: 401 })
      expect(tokens.get('consumer')).toBeUndefined()
    })
  },
)

describe('wallet of a guest and of Taiwan', () => {
  it('a guest checking out keeps addresses of its own', async () => {
    const { client } = walletSandbox()
    const { http, tokens } = client()
    tokens.set('guest', FX.tokens.guest)
    expect(await marketWallet.listAddresses(http)).toEqual([])
    const created = await marketWallet.createAddress(http, {
      type: 'custom',
      name: 'ゲスト',
      phone_number: '03',
      address: tokyo,
    })
    expect((await marketWallet.listAddresses(http)).map((row) => row.id)).toEqual([created.id])
    // Not the member's.
    expect(
      (await marketWallet.listAddresses(client(FX.tokens.sessionMember).http)).map((row) => row.id),
    ).toEqual([FX.addresses.member])
  })

  it('the Taiwan buyer lists PayUni cards in the live shop', async () => {
    const { http } = walletSandbox().client(FX.tokens.sessionBuyerTw)
    expect(
      await liveWallet.listCreditCards(http, {
        type: 'payuni_credit',
        application: 'buyer_general',
      }),
    ).toEqual([{ id: FX.cards.buyerTw, masked_card_no: '************0001' }])
    expect(await liveWallet.listCreditCards(http, { type: 'gmo_credit' })).toEqual([])
  })
})
