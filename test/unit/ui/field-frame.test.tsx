// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { SelectField } from '../../../src/features/ui/select-field'
import { TextAreaField } from '../../../src/features/ui/text-area-field'
import { TextField } from '../../../src/features/ui/text-field'
import { renderUi } from './render-ui'

afterEach(cleanup)

const texts = { label: 'Note', description: 'Shown to the seller.', error: 'Too long.' }
const controls = [
  { kind: 'text', role: 'textbox', element: <TextField {...texts} required /> },
  { kind: 'text area', role: 'textbox', element: <TextAreaField {...texts} required /> },
  {
    kind: 'select',
    role: 'combobox',
    element: <SelectField {...texts} required options={[{ value: 'a', label: 'A' }]} />,
  },
] as const

describe('every field control in one frame', () => {
  it.each(controls)('a $kind field is named by its label and read with hint and error', (c) => {
    renderUi(c.element)
    const control = screen.getByRole(c.role, {
      name: /^Note/,
      description: 'Shown to the seller. Too long.',
    })
    expect(control.getAttribute('aria-invalid')).toBe('true')
    expect(control.hasAttribute('required')).toBe(true)
    // The visible "Required" mark is for the eye; the control's own attribute is what is read.
    expect(screen.getByText('Required').getAttribute('aria-hidden')).toBe('true')
  })

  it('keeps an id the caller gives, so a summary can link to the control', () => {
    renderUi(<TextAreaField label="Message" id="message" error="Enter a message." />)
    const control = screen.getByRole('textbox', { name: 'Message' })
    expect(control.id).toBe('message')
    expect(control.getAttribute('aria-describedby')).toBe('message-error')
  })
})
