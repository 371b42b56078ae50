import { Trans } from '@lingui/react/macro'
import { BrandBoard } from './brand-board'
import './style-guide.css'

/** The living style guide: every component, in each state, in both brand looks side by side. */
export function StyleGuide() {
  return (
    <div className="style-guide">
      <h2>
        <Trans>Style guide</Trans>
      </h2>
      <p>
        <Trans>
          Every component in each of its states, in both brand looks. A page takes its look from the
          brand of its route; here each column sets its own.
        </Trans>
      </p>
      <div className="style-guide__boards">
        <BrandBoard brand="live" />
        <BrandBoard brand="marketplace" />
      </div>
    </div>
  )
}
