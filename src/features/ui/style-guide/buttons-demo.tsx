import { useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { Button } from '../button'
import { DemoSection } from './demo-section'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function ButtonsDemo() {
  const [saved, setSaved] = useState(0)
  return (
    <DemoSection title={<Trans>Buttons</Trans>}>
      <div className="demo-row">
        <Button>
          <Trans>Primary</Trans>
        </Button>
        <Button variant="secondary">
          <Trans>Secondary</Trans>
        </Button>
        <Button variant="ghost">
          <Trans>Ghost</Trans>
        </Button>
        <Button variant="danger">
          <Trans>Danger</Trans>
        </Button>
      </div>
      <div className="demo-row">
        <Button data-focus-preview="">
          <Trans>Focused</Trans>
        </Button>
        <Button disabled>
          <Trans>Disabled</Trans>
        </Button>
        <Button loading>
          <Trans>Loading</Trans>
        </Button>
      </div>
      <div className="demo-row">
        {/* A real async action: presses while it runs are ignored, so it counts one per wait. */}
        <Button variant="secondary" onClick={() => wait(1200).then(() => setSaved((n) => n + 1))}>
          <Trans>Save (takes a second)</Trans>
        </Button>
        <span className="demo-note" aria-live="polite">
          <Plural value={saved} one="Saved # time" other="Saved # times" />
        </span>
      </div>
    </DemoSection>
  )
}
