import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Channel } from '../../api/schemas/stream'

/** The store's channels, any of which the post is published to (none is fine too). */
export function ChannelChoice({
  channels,
  chosen,
  onChange,
  error,
}: {
  channels: Channel[]
  chosen: number[]
  onChange: (ids: number[]) => void
  error?: ReactNode
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id))
  return (
    <fieldset
      className={['seller-post-form__channels', error && 'field--invalid']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={error ? 'post-channels-error' : undefined}
    >
      <legend className="field__label">
        <Trans>Channels</Trans>
      </legend>
      {channels.length === 0 ? (
        <p className="field__description">
          <Trans>Your shop has no channels. The post can be made without one.</Trans>
        </p>
      ) : (
        channels.map((channel) => (
          <label key={channel.id} className="seller-post-form__check">
            <input
              type="checkbox"
              checked={chosen.includes(channel.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(channel.id, event.target.checked)}
            />
            <span>
              <bdi>{channel.name}</bdi>
            </span>
          </label>
        ))
      )}
      {error && (
        <p className="field__error" id="post-channels-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
