/** Seller login answered LIVER_NOT_IN_WHITELIST: a refusal to show, not a fault to report. */
export class SellerRefusedError extends Error {
  override readonly name = 'SellerRefusedError'
  constructor() {
    super('This liver is not on the seller allow-list')
  }
}

export function isSellerRefused(error: unknown): error is SellerRefusedError {
  return error instanceof SellerRefusedError
}
