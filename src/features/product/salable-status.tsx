import { Trans } from '@lingui/react/macro'
import type { SalableStatus } from '../../api/schemas/statuses'

/** A product's salable statuses, as a buyer reads them. */
export function SalableStatusLabel({ status }: { status: SalableStatus }) {
  switch (status) {
    case 'on_sell':
      return <Trans>On sale</Trans>
    case 'sold_out':
      return <Trans>Sold out</Trans>
    case 'before_sell':
      return <Trans>Not on sale yet</Trans>
    case 'end_sell':
      return <Trans>Sale ended</Trans>
  }
}
