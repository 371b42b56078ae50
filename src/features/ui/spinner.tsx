export function Spinner({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />
}
