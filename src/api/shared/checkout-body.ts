/**
 * The live shop has one checkout path for two bodies (JP and Taiwan). Checking a body against the
 * union would only say "matches neither"; the body's shape says which one it means, so both the
 * client and the sandbox check it against that one and name the offending fields.
 */
import { LiveCheckoutRequestSchema, TwCheckoutRequestSchema } from '../schemas/requests/checkout'

/** Taiwan bodies carry `shipping_data`; JP bodies a flat `shipping_type`. */
export function isTwCheckoutBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'shipping_data' in body
}

export function liveCheckoutSchemaOf(body: unknown) {
  return isTwCheckoutBody(body) ? TwCheckoutRequestSchema : LiveCheckoutRequestSchema
}
