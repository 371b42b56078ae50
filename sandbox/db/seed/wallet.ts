import type { Tables } from '../tables'
import { userOwner } from '../types/people'
import { FX } from '../fixtures'
import type { Timeline } from './time'

const U = FX.users
const C = FX.cardNumbers

/** Saved addresses, cards and payees, and the carts that start non-empty. */
export function seedWallet(t: Tables, time: Timeline): void {
  const created_at = time.at({ days: -20 })
  const member = userOwner(U.member)
  const buyerJp = userOwner(U.buyerJp)
  const buyerTw = userOwner(U.buyerTw)
  const wallet = userOwner(U.wallet)

  t.addresses.set(FX.addresses.member, {
    id: FX.addresses.member, owner: member, type: 'custom', name: '佐藤 花子', phone_number: '09012345678', created_at,
    address: { postcode: FX.postcodes.tokyo, level_one: '東京都', level_two: '千代田区', level_three: '千代田', level_four: '1-1 サンプルビル3F', level_one_code: '13', region: 'JP', info: null },
  })
  t.addresses.set(FX.addresses.buyerJpOsaka, {
    id: FX.addresses.buyerJpOsaka, owner: buyerJp, type: 'custom', name: '鈴木 一郎', phone_number: '08011112222', created_at,
    address: { postcode: FX.postcodes.osaka, level_one: '大阪府', level_two: '大阪市北区', level_three: '梅田', level_four: '3-1-1 梅田レジデンス1205', level_one_code: '27', region: 'JP', info: { delivery_note: '平日は19時以降の配達希望' } },
  })
  // Okinawa: the per-region shipping fee fixture of store 201.
  t.addresses.set(FX.addresses.buyerJpOkinawa, {
    id: FX.addresses.buyerJpOkinawa, owner: buyerJp, type: 'custom', name: '鈴木 一郎(実家)', phone_number: '08011112222', created_at,
    address: { postcode: FX.postcodes.naha, level_one: '沖縄県', level_two: '那覇市', level_three: '港町', level_four: '2-5-8', level_one_code: '47', region: 'JP', info: null },
  })
  t.twAddresses.set(FX.twAddresses.buyerTw, {
    id: FX.twAddresses.buyerTw, owner: buyerTw, store_id: FX.stores.liveTw, postcode: '100',
    city_country: '台北市', district: '中正區', detail: '重慶南路一段122號5樓', buyer_name: '陳美玲', buyer_cellphone: '0912345678',
  })

  const expiry = time.at({ days: 900 })
  t.creditCards.set(FX.cards.member, {
    id: FX.cards.member, owner: member, type: 'gmo_credit', application: 'buyer_general',
    masked_card_no: '************1111', to_be_expired_at: expiry, card_number: C.gmoPays,
  })
  t.creditCards.set(FX.cards.buyerJp, {
    id: FX.cards.buyerJp, owner: buyerJp, type: 'gmo_credit', application: 'buyer_general',
    masked_card_no: '************1111', to_be_expired_at: expiry, card_number: C.gmoPays,
  })
  // A saved card that GMO declines: GMO_PAYMENT_EXCEPTION from a saved card in the live JP checkout.
  t.creditCards.set(FX.cards.buyerJpDeclined, {
    id: FX.cards.buyerJpDeclined, owner: buyerJp, type: 'gmo_credit', application: 'buyer_general',
    masked_card_no: '************0002', to_be_expired_at: expiry, card_number: C.gmoDeclined,
  })
  t.creditCards.set(FX.cards.buyerTw, {
    id: FX.cards.buyerTw, owner: buyerTw, type: 'payuni_credit', application: 'buyer_general',
    masked_card_no: '************0001', to_be_expired_at: expiry, card_number: C.payuniPays,
  })
  // The wallet's two cards, one per brand of test number.
  t.creditCards.set(FX.cards.walletVisa, {
    id: FX.cards.walletVisa, owner: wallet, type: 'gmo_credit', application: 'buyer_general',
    masked_card_no: '************1111', to_be_expired_at: expiry, card_number: C.gmoPays,
  })
  t.creditCards.set(FX.cards.walletMaster, {
    id: FX.cards.walletMaster, owner: wallet, type: 'gmo_credit', application: 'buyer_general',
    masked_card_no: '************3220', to_be_expired_at: expiry, card_number: C.gmo3ds,
  })

  t.cvsPayees.set(FX.payees.member, {
    id: FX.payees.member, owner: member, convenience_code: '00001', name: 'Lawson',
    buyer_name: '佐藤 花子', buyer_name_kana: 'サトウ ハナコ', buyer_cellphone: '09012345678',
  })
  t.cvsPayees.set(FX.payees.buyerJp, {
    id: FX.payees.buyerJp, owner: buyerJp, convenience_code: '00002', name: 'FamilyMart',
    buyer_name: '鈴木 一郎', buyer_name_kana: 'スズキ イチロウ', buyer_cellphone: '08011112222',
  })
  t.cvsPayees.set(FX.payees.walletLawson, {
    id: FX.payees.walletLawson, owner: wallet, convenience_code: '00001', name: 'Lawson',
    buyer_name: '中村 真央', buyer_name_kana: 'ナカムラ マオ', buyer_cellphone: '07033334444',
  })
  t.cvsPayees.set(FX.payees.walletSeicomart, {
    id: FX.payees.walletSeicomart, owner: wallet, convenience_code: '00008', name: 'Seicomart',
    buyer_name: '中村 健', buyer_name_kana: 'ナカムラ ケン', buyer_cellphone: '09055556666',
  })

  // The member's kumo-books cart holds a book whose price rose since it was added: its cart
  // item shows a price status change, and checking it out answers CHECKOUT_ITEMS_STATUS_HAVE_CHANGED
  // until sync-snapshot accepts the new price. sakura-select's cart starts empty (carts are per store).
  t.carts.set(1, { id: 1, store_id: FX.stores.kumo, owner: member })
  t.cartItems.set(1, {
    id: 1, cart_id: 1, sku_id: FX.skus.kumoNovel, quantity: 1, stream_id: null,
    snapshot: { price: 660, sku_name: '文庫', product_name: '吾輩は猫である(文庫)' }, created_at,
  })
}
