import './spinner.css'

interface SpinnerProps {
  size?: 'small' | 'medium' | 'large'
  /** Announced to assistive technology; without it the spinner is decoration next to a text. */
  label?: string
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const ring = <span className={`spinner spinner--${size}`} aria-hidden="true" />
  if (!label) return ring
  return (
    <span role="status" className="spinner-status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
