import { Trans } from '@lingui/react/macro'
import { DemoSection } from './demo-section'

const TOKENS = [
  '--color-primary',
  '--color-primary-soft',
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-bg',
] as const

/** The brand's colour tokens, named as they are in tokens.css. */
export function Swatches() {
  return (
    <DemoSection title={<Trans>Colours</Trans>}>
      <ul className="swatches">
        {TOKENS.map((token) => (
          <li key={token} className="swatches__item">
            <span
              className="swatches__chip"
              style={{ background: `var(${token})` }}
              aria-hidden="true"
            />
            <code>{token}</code>
          </li>
        ))}
      </ul>
    </DemoSection>
  )
}
