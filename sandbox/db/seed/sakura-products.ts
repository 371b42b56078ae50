import type { Tables } from '../tables'
import { FX } from '../fixtures'
import { addProduct } from './build'
import type { Timeline } from './time'

const P = FX.products
const K = FX.skus
const store_id = FX.stores.sakura

/** sakura-select: one product per storefront case (FIXTURES.md), then ordinary ones for paging. */
export function seedSakuraProducts(t: Tables, time: Timeline): void {
  const created_at = time.at({ days: -30 })
  const add = (seed: Omit<Parameters<typeof addProduct>[1], 'store_id' | 'created_at'>) =>
    addProduct(t, { store_id, created_at, ...seed })

  add({
    id: P.multiSku,
    name: '有田焼 藍染め マグカップ 300ml',
    description:
      '佐賀・有田の窯元で一つずつ絵付けしたマグカップ。電子レンジ・食洗機に対応しています。\n色によって価格が異なります。',
    images: 3,
    skus: [
      { id: K.mugIndigo, name: '藍', price: 2860, stock: 25 },
      { id: K.mugWhite, name: '白磁', price: 2640, stock: 30 },
      { id: K.mugSakura, name: '桜', price: 3080, stock: 12, salable_limit: 10 },
    ],
  })
  add({
    id: P.soldOutSku,
    name: '今治タオル フェイスタオル 3枚セット',
    description:
      '吸水性にすぐれた今治タオル認定品。やわらかな甘撚り糸で、毎日の洗顔が心地よくなります。',
    skus: [
      { id: K.towelWhiteSoldOut, name: 'ホワイト', price: 3300, stock: 0, sold_quantity: 40 },
      { id: K.towelNavy, name: 'ネイビー', price: 3300, stock: 18 },
    ],
  })
  add({
    id: P.adult,
    name: '純米大吟醸 山田錦 720ml',
    adult_warning: true,
    description:
      '山田錦を40%まで磨き上げた、華やかな香りの純米大吟醸。冷やしてお楽しみください。\n※20歳未満の方の飲酒は法律で禁止されています。',
    skus: [{ id: K.sake, name: '720ml', price: 4950, stock: 20 }],
  })
  add({
    id: P.printio,
    name: 'オリジナルプリントTシャツ「富士と桜」',
    description: 'ご注文を受けてから一枚ずつプリントするオリジナルTシャツ。綿100%、5.6オンス。',
    printio: {
      detail_description: '受注生産のため、ご注文から発送まで7〜10営業日いただきます。',
      cautions:
        '受注生産品のため、ご注文後のキャンセル・返品はお受けできません。他の商品と同時に購入することはできません。',
      size_detail: [
        { name: 'M', details: '身丈 70cm / 身幅 52cm / 袖丈 20cm' },
        { name: 'L', details: '身丈 74cm / 身幅 55cm / 袖丈 22cm' },
        { name: 'XL', details: '身丈 78cm / 身幅 58cm / 袖丈 24cm' },
      ],
      handsup_description: 'プリントはPrintio提携工場が行い、工場から直接お届けします。',
    },
    skus: [
      { id: K.printioTeeM, name: 'M', price: 3980, stock: 999 },
      { id: K.printioTeeL, name: 'L', price: 3980, stock: 999 },
      { id: K.printioTeeL + 1, name: 'XL', price: 4180, stock: 999 },
    ],
  })
  add({
    id: P.limitedSale,
    name: '宇治抹茶スイーツ詰め合わせ【期間限定セール】',
    description:
      '宇治抹茶を贅沢に使ったフィナンシェ、ラングドシャ、生チョコの詰め合わせ。セールは残りわずかです。',
    skus: [
      {
        id: K.matchaSale,
        name: '12個入',
        price: 3240,
        stock: 40,
        limited_time_sale: {
          price: 2592,
          started_at: time.at({ hours: -1 }),
          ended_at: time.at({ days: 2 }),
        },
      },
    ],
  })
  add({
    id: P.beforeSell,
    name: '2026年 新春福袋(器と布もの)',
    description:
      '有田焼の器と手ぬぐいなど、1万円相当以上の詰め合わせ。販売開始までお待ちください。',
    sale_started_at: time.at({ days: 7 }),
    sale_ended_at: time.at({ days: 21 }),
    skus: [{ id: K.fukubukuro, name: '福袋', price: 10800, stock: 50 }],
  })
  add({
    id: P.limitOne,
    name: '限定 有田焼 豆皿 5枚揃え(お一人様1点限り)',
    buyer_purchasable_limit: 1,
    description: '窯元の記念限定品。数に限りがあるため、お一人様1点までとさせていただきます。',
    skus: [{ id: K.mameZara, name: '5枚揃え', price: 5500, stock: 10 }],
  })
  add({
    id: P.lowStock,
    name: '職人手作り 竹の盛りかご',
    description: '大分の竹細工職人による手編みのかご。一点ずつ手作りのため、在庫は残りわずかです。',
    skus: [{ id: K.basket, name: '径24cm', price: 6600, stock: 2 }],
  })
  add({
    id: P.notSupplied,
    name: '季節の上生菓子 6個入',
    is_supplying: false,
    description: '京都の和菓子職人が季節ごとに仕立てる上生菓子。ただいま入荷を停止しています。',
    skus: [{ id: K.wagashi, name: '6個入', price: 2700, stock: 15 }],
  })
  add({
    id: P.deletedSku,
    name: '手染め 風呂敷 70cm',
    description: '一枚ずつ職人が手で染めた綿の風呂敷。お弁当包みやエコバッグにも。',
    skus: [
      { id: K.furoshikiOk, name: '藍', price: 2200, stock: 10 },
      {
        id: K.furoshikiDeleted,
        name: '紅',
        price: 2200,
        stock: 5,
        deleted_at: time.at({ days: -2 }),
      },
    ],
  })
  add({
    id: P.endSell,
    name: '江戸風鈴 ガラス製',
    description: '職人が一つずつ吹いて作る江戸風鈴。今季の販売は終了しました。',
    sale_started_at: time.at({ days: -120 }),
    sale_ended_at: time.at({ days: -10 }),
    skus: [{ id: K.furin, name: '金魚柄', price: 1980, stock: 8 }],
  })
  add({
    id: P.forcePurchase,
    name: '南部鉄器 急須 0.6L(予約販売)',
    description: '岩手・盛岡の南部鉄器。予約販売のため、専用の予約ページからお申し込みください。',
    skus: [
      {
        id: K.kyusu,
        name: '0.6L',
        price: 12100,
        stock: 30,
        force_purchase_url: 'https://shop.example.com/reserve/3012',
      },
    ],
  })

  const ordinary: Array<[string, string, number]> = [
    ['信楽焼 一輪挿し', '素朴な土の風合いが魅力の一輪挿し。玄関や食卓に季節の花を。', 2420],
    ['西陣織 名刺入れ', '京都・西陣の織元による、上品な光沢の名刺入れ。贈り物にも人気です。', 4400],
    [
      '国産ひのき 箸置き 5個セット',
      '香り高い国産ひのきを削り出した箸置き。一つずつ木目が異なります。',
      1650,
    ],
    ['静岡 深蒸し煎茶 100g', '牧之原台地の深蒸し煎茶。まろやかな甘みと濃い緑色が特長です。', 1080],
    ['金沢 金箔入り 手鏡', '金沢の金箔をあしらった手鏡。コンパクトで持ち歩きに便利です。', 3850],
    ['美濃焼 ご飯茶碗', '手になじむ形と軽さにこだわった美濃焼のご飯茶碗。', 1760],
    ['会津塗 汁椀', '木地から丁寧に塗り重ねた会津塗の汁椀。熱い汁物も持ちやすい。', 3520],
    ['益子焼 カフェオレボウル', 'ぽってりとした厚みの益子焼。朝のカフェオレやスープに。', 2970],
  ]
  ordinary.forEach(([name, description, price], i) => {
    const id = 3013 + i
    add({ id, name, description, skus: [{ id: id * 10 + 1, name: '通常', price, stock: 20 + i }] })
  })
}
