import type { Tables } from '../tables'
import { FX } from '../fixtures'
import { addProduct } from './build'
import type { Timeline } from './time'

/** kumo-books: a second marketplace store, with its own cart (carts are per store). */
export function seedKumoProducts(t: Tables, time: Timeline): void {
  const base = { store_id: FX.stores.kumo, created_at: time.at({ days: -60 }), images: 1 }
  addProduct(t, {
    ...base, id: FX.products.kumoNovel, name: '吾輩は猫である(文庫)',
    description: '夏目漱石の長編小説。猫の目から明治の人々を描いたユーモアあふれる名作。状態:良好。',
    skus: [{ id: FX.skus.kumoNovel, name: '文庫', price: 693, stock: 3 }],
  })
  addProduct(t, {
    ...base, id: FX.products.kumoPicture, name: '絵本 くものうえのおさんぽ',
    description: '雲の上を歩く子ねこの小さな冒険。3歳から。',
    skus: [{ id: FX.skus.kumoPicture, name: 'ハードカバー', price: 1650, stock: 5 }],
  })
  addProduct(t, {
    ...base, id: 3103, name: '写真集 東京の路地',
    description: '昭和から平成にかけての東京の路地裏を撮りためた写真集。帯付き、美品。',
    skus: [{ id: 31031, name: '単行本', price: 3300, stock: 1 }],
  })
  addProduct(t, {
    ...base, id: 3104, name: '銀河鉄道の夜(復刻版)',
    description: '宮沢賢治の代表作を初版の装丁で復刻。函入り。',
    skus: [{ id: 31041, name: '函入り', price: 2200, stock: 2 }],
  })
}
