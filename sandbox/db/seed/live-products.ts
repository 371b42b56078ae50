import type { Tables } from '../tables'
import { FX } from '../fixtures'
import { addProduct } from './build'
import type { Timeline } from './time'

const P = FX.products
const K = FX.skus
const S = FX.stores

/** Products of the live-shop stores; which of them are in a post is in posts.ts. */
export function seedLiveProducts(t: Tables, time: Timeline): void {
  const created_at = time.at({ days: -14 })
  const jp = { store_id: S.liveJp, created_at, in_market: false }
  addProduct(t, {
    ...jp, id: P.liveIkura, name: '北海道産 いくら醤油漬け', in_market: true,
    description: '秋鮭の卵を自家製の醤油だれに漬け込みました。冷凍でお届けします。',
    skus: [
      { id: K.ikura250, name: '250g', price: 3980, stock: 40, salable_limit: 30, sold_quantity: 4 },
      { id: K.ikura500, name: '500g', price: 7480, stock: 20, sold_quantity: 2 },
    ],
  })
  addProduct(t, {
    ...jp, id: P.liveSauce, name: 'ひなた特製 万能だれ 3本セット',
    description: '配信で大人気、焼き肉にも炒め物にも使える万能だれ。',
    skus: [{ id: K.sauce, name: '3本セット', price: 2160, stock: 60, sold_quantity: 12 }],
  })
  addProduct(t, {
    ...jp, id: P.liveSoldOut, name: '鉄フライパン 26cm',
    description: '使うほどに油がなじむ鉄のフライパン。完売しました。',
    skus: [{ id: K.panSoldOut, name: '26cm', price: 6980, stock: 0, sold_quantity: 15 }],
  })
  addProduct(t, {
    ...jp, id: P.livePrintio, name: 'ひなたロゴ エプロン',
    description: 'ひなたの台所ロゴ入りのオリジナルエプロン(受注生産)。',
    printio: {
      detail_description: '受注生産のため、発送まで7〜10営業日いただきます。',
      cautions: '受注生産品のため、キャンセル・返品はできません。',
      size_detail: [{ name: 'フリー', details: '着丈 85cm / 幅 70cm' }],
      handsup_description: 'Printio提携工場から直接お届けします。',
    },
    skus: [{ id: K.apron, name: 'フリー', price: 4400, stock: 999 }],
  })
  addProduct(t, {
    ...jp, id: P.liveLimitOne, name: 'ライブ限定 海鮮福袋(お一人様1点)', buyer_purchasable_limit: 1,
    description: 'いくら・ほたて・かにを詰め合わせた配信限定の福袋。',
    skus: [{ id: K.liveFukubukuro, name: '福袋', price: 9800, stock: 20, salable_limit: 20, sold_quantity: 5 }],
  })
  addProduct(t, {
    ...jp, id: P.liveShopOnly, name: '土鍋 8号',
    description: '伊賀の土で焼いた、ご飯もおいしく炊ける土鍋。',
    skus: [{ id: K.donabe, name: '8号', price: 5280, stock: 8 }],
  })
  addProduct(t, {
    ...jp, id: P.liveOversold, name: '北海道産 ほたて貝柱 1kg',
    description: '在庫調整中(売り越し)。投稿に追加すると NEGATIVE_STOCK_EXCEPTION になります。',
    skus: [{ id: K.oversold, name: '1kg', price: 8800, stock: -2, sold_quantity: 12 }],
  })
  addProduct(t, {
    ...jp, id: P.livePostInit, name: '羅臼昆布 だしパック 20袋',
    description: '羅臼昆布と鰹節のだしパック。次の配信で販売開始予定です。',
    skus: [{ id: 40081, name: '20袋', price: 1296, stock: 100 }],
  })

  const tw = { store_id: S.liveTw, created_at, in_market: false }
  addProduct(t, {
    ...tw, id: P.twTea, name: '阿里山高山烏龍茶',
    description: '海拔1,500公尺以上茶園手採,花香清雅、回甘悠長。',
    skus: [
      { id: K.twTea150, name: '150g', price: 680, stock: 50 },
      { id: K.twTea300, name: '300g', price: 1280, stock: 25 },
    ],
  })
  addProduct(t, {
    ...tw, id: P.twPineapple, name: '土鳳梨酥 12入禮盒',
    description: '使用台灣土鳳梨製作,酸甜適中,送禮自用兩相宜。',
    skus: [{ id: K.twPineapple, name: '12入', price: 450, stock: 80 }],
  })
  addProduct(t, {
    ...tw, id: P.twSoap, name: '手工冷製皂',
    description: '以植物油脂冷製熟成,溫和不刺激。',
    skus: [
      { id: K.twSoapSoldOut, name: '薰衣草', price: 320, stock: 0, sold_quantity: 30 },
      { id: 42032, name: '檜木', price: 320, stock: 12 },
    ],
  })
  addProduct(t, {
    ...tw, id: P.twShopOnly, name: '竹編收納籃',
    description: '南投竹山師傅手工編織,透氣耐用。',
    skus: [{ id: 42041, name: '中', price: 590, stock: 10 }],
  })

  const ent = { store_id: S.enterprise, created_at, in_market: false }
  addProduct(t, {
    ...ent, id: P.coat, name: 'ウール ロングコート',
    description: 'イタリア製ウール生地を使用した、軽く暖かいロングコート。',
    skus: [
      { id: 43011, name: 'S', price: 29700, stock: 5 },
      { id: K.coatM, name: 'M', price: 29700, stock: 8 },
      { id: 43013, name: 'L', price: 29700, stock: 3 },
    ],
  })
  addProduct(t, {
    ...ent, id: P.scarf, name: 'カシミヤ マフラー',
    description: '内モンゴル産カシミヤ100%。なめらかな肌ざわり。',
    skus: [{ id: K.scarf, name: 'グレー', price: 12100, stock: 15 }],
  })

  addProduct(t, {
    store_id: S.unset, created_at, in_market: false, id: P.unsetProduct, name: '手作りアロマキャンドル',
    description: '大豆ワックスと精油で作ったキャンドル。',
    skus: [{ id: 45011, name: 'ラベンダー', price: 1800, stock: 10 }],
  })
}
