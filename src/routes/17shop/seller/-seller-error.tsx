import type { ErrorComponentProps } from '@tanstack/react-router'
import { RouteErrorFallback } from '../../../features/layout/route-error-fallback'
import { isSellerRefused } from '../../../features/live/session/seller-refused-error'
import { SellerRefusal } from '../../../features/seller/seller-refusal'

/** The seller screens' error component: a refused liver sees the refusal, anything else the usual. */
export function SellerError(props: ErrorComponentProps) {
  return isSellerRefused(props.error) ? <SellerRefusal /> : <RouteErrorFallback {...props} />
}
