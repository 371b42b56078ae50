import type { Tables } from '../tables'
import type { CommercialInfoRow } from '../types/settings'
import type { TestCardRow } from '../types/wallet'
import { FX } from '../fixtures'

const S = FX.stores
const C = FX.cardNumbers

/** Commercial-law pages, JP postcodes, test card numbers and live-store channels. */
export function seedReference(t: Tables): void {
  const common = {
    selling_price: '各商品ページに税込価格で表示しています。',
    extra_fees: '送料(商品ページ・購入手続き画面に表示)、代金引換手数料 330円、コンビニ決済手数料は無料です。',
    payment_info: 'クレジットカード、コンビニ決済、PayPay、代金引換。お支払いはご注文時に確定します。',
    delivery_info: 'ご入金確認後、3〜5営業日以内に発送します。',
    return_info: '商品到着後7日以内、未使用品に限り返品を承ります。不良品の送料は当店が負担します。',
  }
  const infos: CommercialInfoRow[] = [
    { store_id: S.sakura, store_name: 'さくらセレクト', commercial_name: '株式会社さくらセレクト 代表取締役 山本 桜', commercial_address: '東京都渋谷区神宮前1-2-3', commercial_phone: '03-1234-5678', ...common },
    { store_id: S.kumo, store_name: 'くも書房', commercial_name: 'くも書房 店主 雲井 誠', commercial_address: '東京都千代田区神田神保町1-1', commercial_phone: '03-2345-6789', ...common },
    { store_id: S.liveJp, store_name: 'ひなたの台所', commercial_name: '日向 陽子', commercial_address: '北海道札幌市中央区北一条西2-1', commercial_phone: '011-234-5678', ...common },
    { store_id: S.enterprise, store_name: 'モード東京 公式ストア', commercial_name: '株式会社モード東京 代表取締役 森 翔', commercial_address: '東京都港区南青山5-6-7', commercial_phone: '03-3456-7890', ...common },
  ]
  for (const row of infos) t.commercialInfo.set(row.store_id, row)

  const P = FX.postcodes
  t.postcodes.set(P.tokyo, { level_one: '東京都', level_two: '千代田区', level_three: '千代田', level_one_code: '13' })
  t.postcodes.set(P.sapporo, { level_one: '北海道', level_two: '札幌市中央区', level_three: '北一条西', level_one_code: '01' })
  t.postcodes.set(P.osaka, { level_one: '大阪府', level_two: '大阪市北区', level_three: '梅田', level_one_code: '27' })
  t.postcodes.set(P.naha, { level_one: '沖縄県', level_two: '那覇市', level_three: '港町', level_one_code: '47' })

  const cards: TestCardRow[] = [
    { number: C.gmoPays, provider: 'gmo_credit', outcome: 'pays', note: 'GMO: pays' },
    { number: C.gmoDeclined, provider: 'gmo_credit', outcome: 'declined', note: 'GMO: declined (GMO_PAYMENT_EXCEPTION)' },
    { number: C.gmoDeclinedPlain, provider: 'gmo_credit', outcome: 'declined', reportCode: null, note: 'GMO: declined (GMO_PAYMENT_EXCEPTION, code and message only)' },
    { number: C.gmo3ds, provider: 'gmo_credit', outcome: 'three_d_secure', note: 'GMO: 3-D Secure redirect, then pays' },
    { number: C.payuniPays, provider: 'payuni_credit', outcome: 'pays', note: 'PayUni: pays' },
    { number: C.payuniFails, provider: 'payuni_credit', outcome: 'declined', note: 'PayUni: fails (PAYUNI_API_ERROR)' },
    { number: C.payuniInternalError, provider: 'payuni_credit', outcome: 'provider_error', note: 'PayUni: no answer (INTERNAL_API_ERROR)' },
  ]
  for (const card of cards) t.testCards.set(card.number, card)

  const channels = [
    { id: 601, store_id: S.liveJp, name: 'ひなたの台所 公式チャンネル' },
    { id: 602, store_id: S.liveJp, name: '北海道グルメ' },
    { id: 603, store_id: S.liveTw, name: '小雨的午茶時間' },
    { id: 604, store_id: S.enterprise, name: 'MODE TOKYO LIVE' },
  ]
  for (const ch of channels) t.channels.set(ch.id, ch)
}
