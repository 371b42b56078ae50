import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../text-field'
import { SelectField } from '../select-field'
import { TextAreaField } from '../text-area-field'
import { QuantityInput } from '../quantity-input'
import { DemoSection } from './demo-section'

export function FieldsDemo() {
  const { t } = useLingui()
  const regions = [
    { value: 'JP', label: t`Japan` },
    { value: 'TW', label: t`Taiwan` },
  ]
  return (
    <DemoSection title={<Trans>Fields</Trans>}>
      <TextField
        label={t`Name`}
        description={t`As printed on the shipping label.`}
        autoComplete="name"
        required
      />
      <TextField label={t`Focused`} defaultValue="17shop" data-focus-preview="" />
      <TextField
        label={t`E-mail`}
        type="email"
        defaultValue="member@example"
        error={t`Enter an e-mail address such as name@example.com.`}
      />
      <TextField label={t`Disabled`} defaultValue={t`Cannot be changed`} disabled />
      <SelectField label={t`Region`} options={regions} placeholder={t`Choose a region`} />
      <SelectField
        label={t`Region`}
        options={regions}
        error={t`Choose the region you ship to.`}
        defaultValue="TW"
      />
      <TextAreaField label={t`Message`} defaultValue={t`Please wrap it as a gift.`} />
      <label className="style-guide__inline-field">
        <Trans>Quantity</Trans> <QuantityInput defaultValue={2} />
      </label>
    </DemoSection>
  )
}
