import type { SkuRow } from './types/catalog'

/**
 * The SKU table, with each product's SKU ids kept beside it, so finding a product's SKUs costs
 * what the product has, not what the sandbox holds: every product view, list row and post check
 * asks, and a big store (docs/sandbox.md#a-big-store) holds tens of thousands of SKUs. The index
 * follows `set`, `delete` and `clear`; a row's `product_id` is never changed in place (nothing
 * moves a SKU to another product).
 */
export class SkuTable extends Map<number, SkuRow> {
  #byProduct = new Map<number, Set<number>>()

  override set(id: number, row: SkuRow): this {
    const old = super.get(id)
    if (old && old.product_id !== row.product_id) this.#unlink(old.product_id, id)
    super.set(id, row)
    let ids = this.#byProduct.get(row.product_id)
    if (!ids) {
      ids = new Set()
      this.#byProduct.set(row.product_id, ids)
    }
    ids.add(id)
    return this
  }

  override delete(id: number): boolean {
    const old = super.get(id)
    if (old) this.#unlink(old.product_id, id)
    return super.delete(id)
  }

  override clear(): void {
    this.#byProduct.clear()
    super.clear()
  }

  /** A product's SKUs in id order (deleted ones included). */
  ofProduct(productId: number): SkuRow[] {
    const ids = this.#byProduct.get(productId)
    if (!ids) return []
    const rows: SkuRow[] = []
    for (const id of ids) {
      const row = super.get(id)
      if (row) rows.push(row)
    }
    return rows.sort((a, b) => a.id - b.id)
  }

  #unlink(productId: number, id: number): void {
    const ids = this.#byProduct.get(productId)
    ids?.delete(id)
    if (ids?.size === 0) this.#byProduct.delete(productId)
  }
}
