import { Select } from '@vetnow/web-kit/ui/select';
import { TextAreaField } from '@vetnow/web-kit/ui/text-area-field';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import type { ZodForm } from '@vetnow/web-kit/forms';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnswerGroup, FieldDef, questionnaireFormSchema } from './questionnaire-model';

type QuestionnaireForm = ZodForm<typeof questionnaireFormSchema>;

export interface QuestionnaireFieldsProps {
  group: AnswerGroup;
  fields: readonly FieldDef[];
  register: QuestionnaireForm['register'];
  control: QuestionnaireForm['control'];
}

/** The fields of one step: selects, a fieldset of checkboxes, texts, and a date shown only when its box is checked. */
export function QuestionnaireFields({ group, fields, register, control }: QuestionnaireFieldsProps) {
  const { t } = useTranslation('questionnaire');
  const values = useWatch({ control, name: group });
  const label = (name: string) => t(`fields.${group}.${name}`);
  const checks = fields.filter((f) => f.kind === 'check');
  const field = (name: string) => register(`${group}.${name}`);

  const controls = fields.map((def) => {
    switch (def.kind) {
      case 'select':
        return (
          <Select
            key={def.name}
            label={label(def.name)}
            placeholder={t('selectPlaceholder')}
            options={def.options.map((o) => ({ value: o, label: t(`options.${def.list}.${o}`) }))}
            {...field(def.name)}
          />
        );
      case 'text':
        return def.multiline ? (
          <TextAreaField key={def.name} label={label(def.name)} rows={2} maxLength={def.maxLength} {...field(def.name)} />
        ) : (
          <TextField key={def.name} label={label(def.name)} maxLength={def.maxLength} {...field(def.name)} />
        );
      case 'date':
        return values?.[def.when] === true ? <TextField key={def.name} type="date" label={label(def.name)} {...field(def.name)} /> : null;
      case 'check':
        return null;
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {checks.length > 0 && (
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t(`checks.${group}`)}</legend>
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {checks.map((def) => (
              <label key={def.name} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                <input type="checkbox" {...field(def.name)} className="h-5 w-5 accent-teal-700" />
                <span className="text-sm text-slate-900">{label(def.name)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {controls}
    </div>
  );
}
