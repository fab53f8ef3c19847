import { useId } from 'react';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import type { AnswerGroup, FieldDef, FieldValue } from './questionnaire-model';

export interface QuestionnaireFieldsProps {
  group: AnswerGroup;
  fields: readonly FieldDef[];
  values: Record<string, FieldValue>;
  onChange: (name: string, value: FieldValue) => void;
}

/** The fields of one step: selects, a fieldset of checkboxes, texts, and a date shown only when its box is checked. */
export function QuestionnaireFields({ group, fields, values, onChange }: QuestionnaireFieldsProps) {
  const { t } = useTranslation('questionnaire');
  const label = (name: string) => t(`fields.${group}.${name}`);
  const checks = fields.filter((f) => f.kind === 'check');
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

  const controls = fields.map((field) => {
    switch (field.kind) {
      case 'select':
        return (
          <Select
            key={field.name}
            label={label(field.name)}
            placeholder={t('selectPlaceholder')}
            options={field.options.map((o) => ({ value: o, label: t(`options.${field.list}.${o}`) }))}
            value={str(field.name)}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        );
      case 'text':
        return field.multiline ? (
          <TextArea key={field.name} label={label(field.name)} maxLength={field.maxLength} value={str(field.name)} onChange={(v) => onChange(field.name, v)} />
        ) : (
          <TextField
            key={field.name}
            label={label(field.name)}
            maxLength={field.maxLength}
            value={str(field.name)}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        );
      case 'date':
        return values[field.when] === true ? (
          <TextField
            key={field.name}
            type="date"
            label={label(field.name)}
            value={str(field.name)}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        ) : null;
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
            {checks.map((field) => (
              <label key={field.name} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={values[field.name] === true}
                  onChange={(e) => onChange(field.name, e.target.checked)}
                  className="h-5 w-5 accent-teal-700"
                />
                <span className="text-sm text-slate-900">{label(field.name)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {controls}
    </div>
  );
}

function TextArea({ label, value, maxLength, onChange }: { label: string; value: string; maxLength: number; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <textarea {...fieldAria(id)} rows={2} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass()} />
    </FieldFrame>
  );
}
