import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { SessionUser } from '../../api/schemas/session'
import { updateProfile } from '../../api/marketplace-v2/account'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { showToast } from '../ui/toast-store'
import { useCallFailureMessage } from './failure-messages'
import { useProblemMessage } from './field-messages'
import { useFocusFirstInvalid } from './focus-first-invalid'
import {
  hasProblems,
  validateProfileName,
  type FieldProblems,
  type ProfileNameValues,
} from './form-rules'
import { NameFields } from './name-fields'
import { useGetHttp } from './use-http'

type Fields = keyof ProfileNameValues

/** Name and phone, saved together (spec 5: the three go as one update). */
export function ProfileNameForm({
  user,
  visitor,
}: {
  user: SessionUser
  visitor: VisitorActorRef
}) {
  const { t } = useLingui()
  const getHttp = useGetHttp()
  const problemMessage = useProblemMessage()
  const callFailureMessage = useCallFailureMessage()
  const [values, setValues] = useState<ProfileNameValues>({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone_number: user.phone_number ?? '',
  })
  const [problems, setProblems] = useState<FieldProblems<Fields>>({})
  const [failure, setFailure] = useState<string>()
  const [form, focusFirstInvalid] = useFocusFirstInvalid()

  const change = (field: Fields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async () => {
    setFailure(undefined)
    const found = validateProfileName(values)
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid()
    try {
      const updated = await updateProfile(await getHttp(), {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim(),
      })
      visitor.send({ type: 'visitor.user.updated', user: updated })
      showToast(t`Your name and phone number have been saved.`, { tone: 'success' })
    } catch (error) {
      setFailure(callFailureMessage(error))
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event: FormEvent) => event.preventDefault()}
      className="account-form"
      aria-labelledby="profile-name-title"
    >
      <h2 id="profile-name-title">
        <Trans>Name and phone</Trans>
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <NameFields
        values={values}
        errors={{
          last_name: problemMessage(problems.last_name),
          first_name: problemMessage(problems.first_name),
        }}
        onChange={(field, value) => change(field)(value)}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        name="phone_number"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phone_number}
        onChange={(event) => change('phone_number')(event.target.value)}
        error={problemMessage(problems.phone_number)}
      />
      <Button type="submit" onClick={submit}>
        <Trans>Save name and phone</Trans>
      </Button>
    </form>
  )
}
