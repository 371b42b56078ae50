import type { ComponentPropsWithRef } from 'react'
import { createLink } from '@tanstack/react-router'
import { buttonClassName, type ButtonVariant } from './button'
import './button.css'

interface ButtonAnchorProps extends ComponentPropsWithRef<'a'> {
  variant?: ButtonVariant
  block?: boolean
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonAnchor({
  variant = 'primary',
  block,
  className,
  ...rest
}: ButtonAnchorProps) {
  return <a {...rest} className={buttonClassName(variant, block, className)} />
}

/** ButtonAnchor with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(ButtonAnchor)
