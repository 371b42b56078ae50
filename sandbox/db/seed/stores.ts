import type { Tables } from '../tables'
import type { StoreRow } from '../types/catalog'
import { FX } from '../fixtures'
import { storeImageUrl } from '../images'

type StoreSeed = Pick<StoreRow, 'id' | 'slug' | 'name' | 'description' | 'kind' | 'region' | 'currency'> &
  Partial<StoreRow>

function store(seed: StoreSeed): StoreRow {
  return {
    contact_email: `${seed.slug}@example.com`,
    image_url: storeImageUrl(seed.id, 'cover'),
    avatar_url: storeImageUrl(seed.id, 'avatar'),
    enable_enterprise: false,
    is_17shop_enabled: seed.kind === 'live',
    liver_id: null,
    settings: { tab_names: ['normal', 'printio'] },
    ...seed,
  }
}

/** Two marketplace stores and the live-shop stores of the livers in FX.livers. */
export function seedStores(t: Tables): void {
  const S = FX.stores
  const rows: StoreRow[] = [
    store({
      id: S.sakura, slug: FX.slugs.sakura, name: 'さくらセレクト', kind: 'marketplace', region: 'JP', currency: 'JPY',
      description:
        '日本各地の職人による器や布もの、季節の和菓子を集めたセレクトショップです。毎日の暮らしに、少しの彩りを。',
    }),
    store({
      id: S.kumo, slug: FX.slugs.kumo, name: 'くも書房', kind: 'marketplace', region: 'JP', currency: 'JPY',
      description: '神保町の小さな古書店。文学、絵本、写真集を中心に、一冊ずつ状態を確かめてお届けします。',
      settings: { tab_names: ['normal'] },
    }),
    store({
      id: S.liveJp, slug: 'hinata-kitchen', name: 'ひなたの台所', kind: 'live', region: 'JP', currency: 'JPY',
      liver_id: FX.livers.jp,
      description: 'ライバー・ひなたが配信で紹介する、北海道の海の幸と毎日使える台所道具のお店。',
    }),
    store({
      id: S.liveTw, slug: 'xiaoyu-select', name: '小雨選物', kind: 'live', region: 'TW', currency: 'TWD',
      liver_id: FX.livers.tw,
      description: '直播主小雨嚴選的台灣茶葉、伴手禮與手作生活小物。',
    }),
    store({
      id: S.enterprise, slug: 'mode-tokyo', name: 'モード東京 公式ストア', kind: 'live', region: 'JP', currency: 'JPY',
      liver_id: FX.livers.enterprise, enable_enterprise: true, settings: { tab_names: ['normal'] },
      description: 'モード東京の公式ストア。配信中の商品は自社サイトのクイック購入でお求めいただけます。',
    }),
    store({
      id: S.unset, slug: 'hajimete-shop', name: 'はじめての出店', kind: 'live', region: 'JP', currency: 'JPY',
      liver_id: FX.livers.unset, settings: { tab_names: ['normal'] },
      description: '決済と配送の設定がまだのストアです(投稿の編集は STORE_PAYMENT_SHIPPING_UNSET になります)。',
    }),
  ]
  for (const row of rows) t.stores.set(row.id, row)
}
