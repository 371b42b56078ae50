import type { ComponentPropsWithRef } from 'react'
import './quantity-input.css'

/**
 * A narrow whole-number box for a quantity beside the thing counted, where a full field with its
 * own label row would be too much (a cart line). The caller labels it.
 */
export function QuantityInput({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      {...props}
      className={className ? `quantity-input ${className}` : 'quantity-input'}
    />
  )
}
