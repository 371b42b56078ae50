import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '../alert'
import { Spinner } from '../spinner'
import { DemoSection } from './demo-section'

export function FeedbackDemo() {
  const { t } = useLingui()
  return (
    <DemoSection title={<Trans>Alerts and spinner</Trans>}>
      <Alert tone="info">
        <Trans>Orders placed after 3 pm ship the next day.</Trans>
      </Alert>
      <Alert tone="success">
        <Trans>Your address was saved.</Trans>
      </Alert>
      <Alert tone="warning" title={t`Almost sold out`}>
        <Trans>Only 2 left in this size.</Trans>
      </Alert>
      <Alert tone="danger" title={t`Payment failed`}>
        <Trans>The card was declined. Try another card.</Trans>
      </Alert>
      <div className="demo-row">
        <Spinner size="small" />
        <Spinner />
        <Spinner size="large" label={t`Loading`} />
      </div>
    </DemoSection>
  )
}
