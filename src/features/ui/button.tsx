import { useRef, useState, type ComponentPropsWithRef, type MouseEvent } from 'react'
import { Spinner } from './spinner'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'onClick'> {
  variant?: ButtonVariant
  /** Shows a spinner and ignores presses; the button keeps focus and its label. */
  loading?: boolean
  /** Full width, for the main action of a form on a phone. */
  block?: boolean
  /**
   * The button cannot act now: it says so (aria-disabled, styled as disabled) and takes no press,
   * but keeps its place in the tab order so what it is described by is still read.
   */
  unavailable?: boolean
  /**
   * The caller's own "cannot act yet" (nothing chosen): shown and styled like `unavailable`, but
   * the press still reaches `onClick`, which may say what is missing.
   */
  'aria-disabled'?: boolean | 'true' | 'false'
  /** Returning a promise keeps the button loading until it settles; other results are ignored. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown
}

export function buttonClassName(variant: ButtonVariant, block = false, extra?: string): string {
  return ['button', `button--${variant}`, block && 'button--block', extra].filter(Boolean).join(' ')
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  unavailable = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const said = ariaDisabled === true || ariaDisabled === 'true'
  const [pending, setPending] = useState(false)
  // A ref, not only state: two presses can arrive before React renders the loading state.
  const inFlight = useRef(false)
  const busy = loading || pending

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled, so focus stays put; presses are refused here instead.
    if (busy || unavailable || inFlight.current) {
      event.preventDefault()
      return
    }
    const result = onClick?.(event)
    if (result instanceof Promise) {
      inFlight.current = true
      setPending(true)
      // finally() passes a rejection on, so the caller's error still reaches the error reporter.
      void result.finally(() => {
        inFlight.current = false
        setPending(false)
      })
    }
  }

  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(
        variant,
        block,
        [className, (unavailable || said) && 'button--unavailable'].filter(Boolean).join(' ') ||
          undefined,
      )}
      aria-disabled={busy || unavailable || said || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  )
}
