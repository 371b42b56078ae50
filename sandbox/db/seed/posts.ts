import type { Tables } from '../tables'
import type { PostProductStatus, PostRow } from '../types/catalog'
import { FX } from '../fixtures'
import type { Timeline } from './time'

const P = FX.products

const list = (entries: Array<[number, PostProductStatus]>): PostRow['products'] =>
  entries.map(([product_id, status], i) => ({ product_id, status, order: i + 1 }))

/** Stream posts and streams of the live stores. */
export function seedPosts(t: Tables, time: Timeline): void {
  const created_at = time.at({ hours: -2 })
  const posts: PostRow[] = [
    {
      id: FX.posts.jp, store_id: FX.stores.liveJp, liver_id: FX.livers.jp, is_private: false, created_at,
      title: '今夜20時から!北海道の海の幸まつり', content: 'いくら、ほたて、ひなた特製だれを配信限定価格でご紹介します。',
      products: list([
        [P.liveIkura, 'selling'], [P.liveSauce, 'selling'], [P.liveSoldOut, 'sold'],
        [P.livePrintio, 'selling'], [P.liveLimitOne, 'selling'], [P.livePostInit, 'init'],
      ]),
    },
    {
      id: FX.posts.tw, store_id: FX.stores.liveTw, liver_id: FX.livers.tw, is_private: false, created_at,
      title: '小雨的午茶時間:高山茶與伴手禮', content: '今晚直播限定,烏龍茶與鳳梨酥組合優惠。',
      products: list([[P.twTea, 'selling'], [P.twPineapple, 'selling'], [P.twSoap, 'sold']]),
    },
    {
      id: FX.posts.enterprise, store_id: FX.stores.enterprise, liver_id: FX.livers.enterprise, is_private: false, created_at,
      title: 'MODE TOKYO 秋冬コレクション LIVE', content: '新作コートとマフラーをスタイリストが紹介します。',
      products: list([[P.coat, 'selling'], [P.scarf, 'selling']]),
    },
    {
      id: FX.posts.unset, store_id: FX.stores.unset, liver_id: FX.livers.unset, is_private: true, created_at,
      title: 'はじめての配信(準備中)', content: '決済と配送を設定してから公開します。',
      products: list([[P.unsetProduct, 'init']]),
    },
  ]
  for (const post of posts) t.posts.set(post.id, post)

  const streams = [
    { id: FX.streams.jp, liver_id: FX.livers.jp, post_id: FX.posts.jp, title: '北海道の海の幸まつり', is_live: true },
    { id: FX.streams.blocked, liver_id: FX.livers.blocked, post_id: null, title: '許可リスト外の配信', is_live: false },
    { id: FX.streams.enterprise, liver_id: FX.livers.enterprise, post_id: FX.posts.enterprise, title: '秋冬コレクション', is_live: true },
    // An upcoming stream whose seller has not made its post yet (the post editor starts with one).
    { id: FX.streams.jpNoPost, liver_id: FX.livers.jp, post_id: null, title: '週末のお片付けライブ', is_live: false },
    { id: FX.streams.tw, liver_id: FX.livers.tw, post_id: FX.posts.tw, title: '午茶時間', is_live: true },
  ]
  for (const stream of streams) t.streams.set(stream.id, stream)
}
