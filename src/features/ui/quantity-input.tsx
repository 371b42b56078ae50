import type { ComponentPropsWithRef } from 'react'
import './quantity-input.css'

/**
 * A narrow whole-number box for a quantity beside the thing counted, where a full field with its
 * own label row would be too much (a cart line). The caller labels it.
 */
export function QuantityInput({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    // Text, not number: a number box hands the page "" for "1e" or full-width digits, so the
    // quantity rule (features/forms) could only say "fill this in".
    <input
      type="text"
      inputMode="numeric"
      {...props}
      className={className ? `quantity-input ${className}` : 'quantity-input'}
    />
  )
}
