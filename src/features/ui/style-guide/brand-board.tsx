import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import type { BrandLook } from '../brand-look'
import { Swatches } from './swatches'
import { ButtonsDemo } from './buttons-demo'
import { FieldsDemo } from './fields-demo'
import { TabsDemo } from './tabs-demo'
import { FeedbackDemo } from './feedback-demo'
import { OverlaysDemo } from './overlays-demo'

/** One brand's column; `data-brand` switches the custom properties for everything inside. */
export function BrandBoard({ brand }: { brand: BrandLook }) {
  const headingId = useId()
  return (
    <section data-brand={brand} className="brand-board" aria-labelledby={headingId}>
      <h3 id={headingId} className="brand-board__title">
        {brand === 'live' ? <Trans>Live shop (17shop)</Trans> : <Trans>Marketplace</Trans>}
      </h3>
      <Swatches />
      <ButtonsDemo />
      <FieldsDemo />
      <TabsDemo />
      <FeedbackDemo />
      <OverlaysDemo />
    </section>
  )
}
