// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { TextField } from '../../../src/features/ui/text-field'
import { renderUi } from './render-ui'

afterEach(cleanup)

describe('TextField', () => {
  it('shows its error, linked to the input, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { rerender } = renderUi(<TextField label="E-mail" description="For the receipt." />)
    const input = screen.getByRole('textbox', { name: 'E-mail', description: 'For the receipt.' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)

    await user.type(input, 'member@example')
    // A failed submit comes back with an error; the field must not lose the text.
    rerender(
      <I18nProvider i18n={i18n}>
        <TextField
          label="E-mail"
          description="For the receipt."
          error="Enter a full e-mail address."
        />
      </I18nProvider>,
    )

    const invalid = screen.getByRole('textbox', {
      name: 'E-mail',
      description: 'For the receipt. Enter a full e-mail address.',
    })
    expect(invalid).toBe(input)
    expect(invalid.getAttribute('aria-invalid')).toBe('true')
    expect((invalid as HTMLInputElement).value).toBe('member@example')
    expect(screen.getByText('Enter a full e-mail address.')).toBeTruthy()
  })

  it('clears the invalid state once the error is gone', () => {
    const { rerender } = renderUi(<TextField label="Name" error="Enter your name." />)
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')
    rerender(
      <I18nProvider i18n={i18n}>
        <TextField label="Name" />
      </I18nProvider>,
    )
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByText('Enter your name.')).toBeNull()
  })
})
