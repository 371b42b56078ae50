import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { ageStatusOf, type SessionUser } from '../../api/schemas/session'
import { updateProfile } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { SelectField } from '../ui/select-field'
import { showToast } from '../ui/toast-store'
import { useCallFailureMessage } from './failure-messages'
import { useGetHttp } from './use-http'

type Answer = '' | 'adult' | 'minor'

function answerOf(user: SessionUser): Answer {
  const status = ageStatusOf(user.does_age_verify)
  return status === 'grown_up' ? 'adult' : status === 'underage' ? 'minor' : ''
}

/** The age answer, saved alone (spec 5): it decides who may buy products marked for adults. */
export function ProfileAgeForm({ user, visitor }: { user: SessionUser; visitor: VisitorActorRef }) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const callFailureMessage = useCallFailureMessage()
  const [answer, setAnswer] = useState<Answer>(answerOf(user))
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string>()

  const submit = async () => {
    setFailure(undefined)
    if (answer === '') return setMissing(true)
    try {
      const updated = await updateProfile(await getHttp(), { does_age_verify: answer === 'adult' })
      visitor.send({ type: 'visitor.user.updated', user: updated })
      showToast(t`Your age answer has been saved.`, { tone: 'success' })
    } catch (error) {
      setFailure(callFailureMessage(error))
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => event.preventDefault()}
      className="account-form"
      aria-labelledby="profile-age-title"
    >
      <h2 id="profile-age-title">
        <Trans>Age check</Trans>
      </h2>
      <p>
        <Trans>Some products, such as alcohol, are sold only to people aged 20 or over.</Trans>
      </p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <SelectField
        label={t`Are you 20 or over?`}
        name="age"
        required
        placeholder={t`Not answered yet`}
        options={[
          { value: 'adult', label: t`Yes, I am 20 or over` },
          { value: 'minor', label: t`No, I am under 20` },
        ]}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value as Answer)
          setMissing(false)
        }}
        error={missing ? t`Choose an answer first.` : undefined}
      />
      <Button type="submit" onClick={submit}>
        <Trans>Save age answer</Trans>
      </Button>
    </form>
  )
}
