import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Channel } from '../../api/schemas/stream'
import { Button } from '../ui/button'
import { useForm } from '../forms/use-form'
import { TextAreaField } from '../ui/text-area-field'
import { TextField } from '../ui/text-field'
import { ChannelChoice } from './channel-choice'
import {
  checkPostForm,
  draftOf,
  EMPTY_POST_FORM,
  refusedFields,
  type PostField,
  type PostFormValues,
  type PostProblem,
} from './stream-post-draft'
import { StreamPostProblem } from './stream-post-problem'
import { useStreamPost } from './use-stream-post'

function ProblemText({ problem }: { problem: PostProblem | undefined }) {
  switch (problem) {
    case undefined:
      return null
    case 'required':
      return <Trans>Give the post a title.</Trans>
    case 'not-a-time':
      return <Trans>Enter a date and a time.</Trans>
    case 'past':
      return <Trans>Choose a time that has not passed yet.</Trans>
    case 'refused':
      return <Trans>This was not accepted. Check it and try again.</Trans>
  }
}

/**
 * A stream with no post yet: the seller makes its post (title, text, channels, private or not,
 * when and under what title it is announced, keywords), which is then linked to the stream.
 * What was typed stays through every refusal.
 */
export function StreamPostForm({
  streamId,
  storeId,
  channels,
}: {
  streamId: number
  storeId: number
  channels: Channel[]
}) {
  const [snapshot, send] = useStreamPost(streamId, storeId)
  const form = useForm<PostFormValues, PostProblem>({
    initial: EMPTY_POST_FORM,
    check: (values) => checkPostForm(values, new Date()),
    recheck: 'untilEdited',
  })
  const { holder, values, refuse } = form
  const { fieldErrors, problem } = snapshot.context

  // The server's refusal marks its fields until the seller edits them, like the form's own checks.
  const refused = refusedFields(fieldErrors)
  useEffect(() => {
    // The machine's answer to what was sent, marked on its fields (it arrives after the submit).
    const { fields } = refusedFields(fieldErrors)
    if (fields.length > 0) refuse(Object.fromEntries(fields.map((field) => [field, 'refused'])))
  }, [fieldErrors, refuse])

  const change = <K extends PostField>(field: K, value: PostFormValues[K]) => form.set(field)(value)

  const submit = form.submit(() => send({ type: 'post.submit', draft: draftOf(values) }))

  // Once the post exists, only linking it is left: the form would make a second post.
  if (snapshot.context.postId !== undefined) {
    return (
      <section className="seller-post-form" aria-labelledby="stream-post-heading">
        <h2 id="stream-post-heading">{values.title.trim()}</h2>
        {problem && <StreamPostProblem code={problem} made />}
        <Button loading={snapshot.hasTag('busy')} onClick={() => send({ type: 'post.retry' })}>
          <Trans>Link the post to the stream</Trans>
        </Button>
      </section>
    )
  }

  const error = (field: PostField) => {
    const shown = form.error(field)
    return shown ? <ProblemText problem={shown} /> : undefined
  }
  return (
    <form
      ref={holder}
      className="seller-post-form"
      aria-labelledby="stream-post-heading"
      noValidate
      onSubmit={submit}
    >
      <h2 id="stream-post-heading">
        <Trans>New post for this stream</Trans>
      </h2>
      <p className="live-seller__hint">
        <Trans>
          This stream has no post yet. Make one, then choose the products to sell in it.
        </Trans>
      </p>
      {problem && <StreamPostProblem code={problem} />}
      {!problem && refused.other && <StreamPostProblem code="VALIDATION_EXCEPTION" />}
      <TextField
        label={<Trans>Title</Trans>}
        required
        maxLength={100}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={error('title')}
      />
      <TextAreaField
        label={<Trans>Description</Trans>}
        value={values.content}
        onChange={(event) => change('content', event.target.value)}
        error={error('content')}
      />
      <ChannelChoice
        channels={channels}
        chosen={values.channels}
        onChange={(ids) => change('channels', ids)}
        error={error('channels')}
      />
      <TextField
        type="datetime-local"
        label={<Trans>Starts at</Trans>}
        description={
          <Trans>Buyers see when the stream starts. Leave it empty if not decided.</Trans>
        }
        value={values.upcomingAt}
        onChange={(event) => change('upcomingAt', event.target.value)}
        error={error('upcomingAt')}
      />
      <TextField
        label={<Trans>Title before the stream starts</Trans>}
        maxLength={100}
        value={values.upcomingTitle}
        onChange={(event) => change('upcomingTitle', event.target.value)}
        error={error('upcomingTitle')}
      />
      <TextField
        label={<Trans>Keywords</Trans>}
        description={<Trans>Separate them with commas.</Trans>}
        value={values.keywords}
        onChange={(event) => change('keywords', event.target.value)}
        error={error('keywords')}
      />
      <label className="seller-post-form__check">
        <input
          type="checkbox"
          checked={values.isPrivate}
          onChange={(event) => change('isPrivate', event.target.checked)}
        />
        <span>
          <Trans>Private: buyers cannot open the post until you make it public</Trans>
        </span>
      </label>
      <Button type="submit" block loading={snapshot.hasTag('busy')}>
        <Trans>Make the post</Trans>
      </Button>
    </form>
  )
}
