// @vitest-environment jsdom
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from '../../../src/features/ui/dialog'
import { Button } from '../../../src/features/ui/button'
import { renderUi } from './render-ui'

// jsdom has <dialog> but not its methods; stand-ins do what browsers do: open, and focus inside.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus()
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
  }
})

afterEach(cleanup)

function RemoveItem() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove item</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Remove this item?">
        <p>It leaves your cart.</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('closes on Escape and puts focus back on the button that opened it', async () => {
    const user = userEvent.setup()
    renderUi(<RemoveItem />)
    const opener = screen.getByRole('button', { name: 'Remove item' })

    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' })
    expect(dialog.contains(document.activeElement)).toBe(true)

    await user.keyboard('{Escape}')
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(screen.queryByText('It leaves your cart.')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes from its close button too, returning focus the same way', async () => {
    const user = userEvent.setup()
    renderUi(<RemoveItem />)
    const opener = screen.getByRole('button', { name: 'Remove item' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('It leaves your cart.')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
