import type { Tone } from './alert'

export interface Toast {
  id: number
  message: string
  tone: Tone
  /** The edge of the screen it shows at: the one away from the control just used. */
  edge: 'top' | 'bottom'
}

export interface ToastOptions {
  tone?: Tone
  /** Milliseconds before it goes away; errors stay until dismissed, so nobody misses them. */
  duration?: number
}

const DEFAULT_DURATION = 6000
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/**
 * Toasts appear at the bottom, unless the control just used (the focused one) is in the lower
 * half of the screen: then at the top, so a toast never covers what the person is working with.
 */
function edgeAwayFromFocus(): Toast['edge'] {
  if (typeof document === 'undefined') return 'bottom'
  const focused = document.activeElement
  if (!focused || focused === document.body) return 'bottom'
  const box = focused.getBoundingClientRect()
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom'
}

/**
 * Shows a short message in the toast region of the page layout; returns its id. One toast at a
 * time: a new one replaces the last, so they never pile up over the page.
 */
export function showToast(message: string, { tone = 'info', duration }: ToastOptions = {}): number {
  const id = nextId++
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  emit([{ id, message, tone, edge: edgeAwayFromFocus() }])
  const lifetime = duration ?? (tone === 'danger' ? undefined : DEFAULT_DURATION)
  if (lifetime !== undefined)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), lifetime),
    )
  return id
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  emit(toasts.filter((toast) => toast.id !== id))
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): readonly Toast[] {
  return toasts
}
