import { Trans } from '@lingui/react/macro'
import type { ShippingSetting } from '../../../api/schemas/shipping'
import { Price } from '../../shared/store-price'

/** The setting's fee rule in words; per-region fees are priced once an address is chosen. */
export function ShippingFee({ setting }: { setting: ShippingSetting }) {
  const fee = <Price amount={setting.fee} />
  const threshold = <Price amount={setting.free_shipping_threshold ?? 0} />
  const rule =
    setting.fee_type === 'free' ? (
      <Trans>Free shipping</Trans>
    ) : setting.fee_type === 'fixed' ? (
      <Trans>Shipping {fee}</Trans>
    ) : (
      <Trans>
        Shipping {fee}, free from {threshold}
      </Trans>
    )
  return (
    <>
      {rule}
      {setting.region_fees.length > 0 && (
        <>
          {' '}
          <Trans>(some regions differ)</Trans>
        </>
      )}
    </>
  )
}
