// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from '../../../src/features/ui/button'
import { renderUi } from './render-ui'

afterEach(cleanup)

describe('Button', () => {
  it('ignores a second press while the action it started is still running', async () => {
    const user = userEvent.setup()
    let finish = () => {}
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderUi(<Button onClick={onClick}>Place order</Button>)
    const button = screen.getByRole('button', { name: 'Place order' })

    await user.dblClick(button)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-busy')).toBe('true')

    await act(async () => finish())
    expect(button.hasAttribute('aria-busy')).toBe(false)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('refuses presses while loading, without giving up focus, and does not submit its form', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    renderUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Pay
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Pay' })
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
  })

  it("shows the caller's aria-disabled (dimmed, announced) and still hands the press to it", async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderUi(
      <Button aria-disabled onClick={onClick}>
        Pay now
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pay now' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.className).toContain('button--unavailable')
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
