import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../ui/spinner'
import { StillLoading } from '../ui/still-loading'
import './store.css'

/** What a store page shows while its data is on the way (after the router's pending delay). */
export function StoreLoading() {
  const { t } = useLingui()
  return (
    <div className="store-loading">
      <Spinner size="large" label={t`Loading`} />
      <StillLoading />
    </div>
  )
}
