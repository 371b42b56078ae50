export const LAYOUTS = ['default', 'header', 'header-footer'] as const
export type Layout = (typeof LAYOUTS)[number]
export const DEFAULT_LAYOUT: Layout = 'default'

export type LayoutResolution =
  | { layout: Layout; problem?: undefined; value?: undefined }
  | { layout: Layout; problem: 'unsupported-layout' | 'invalid-layout-type'; value: unknown }

/**
 * A route's layout setting (docs/routes.md#layouts). Missing means default; a string we do not know
 * is an unsupported layout and a non-string an invalid layout type: both are reported, default
 * used.
 */
export function resolveLayout(value: unknown): LayoutResolution {
  if (value === undefined) return { layout: DEFAULT_LAYOUT }
  if (typeof value !== 'string') {
    return { layout: DEFAULT_LAYOUT, problem: 'invalid-layout-type', value }
  }
  if ((LAYOUTS as readonly string[]).includes(value)) return { layout: value as Layout }
  return { layout: DEFAULT_LAYOUT, problem: 'unsupported-layout', value }
}
