import { useEffect, useRef, useState } from 'react';
import { QUESTIONNAIRE_STEP_COUNT, QUESTIONNAIRE_STEP_GROUPS } from '@vetnow/contracts/constants';
import { addResources } from '@vetnow/web-kit/i18n';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from '@vetnow/web-kit/router';
import en from '../i18n/en.json' with { type: 'json' };
import { readAnswersState, readDraft, writeAnswersState, writeDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { useHoldReleaseOnLeave } from '../../../shared/booking-wizard/use-hold-release';
import { QuestionnaireFields } from './questionnaire-fields';
import { STEP_FIELDS, percentComplete, questionnaireFormSchema, sanitizeState, stepOfField } from './questionnaire-model';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export const NAMESPACE = 'questionnaire';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

/** /diagnosis-questionnaire — needs the booking draft (else /doctors). */
export function DiagnosisQuestionnairePage() {
  const [draft] = useState(readDraft);
  if (!draft) return <Navigate to="/doctors" replace />;
  return <Questionnaire draft={draft} />;
}

/**
 * The 7-step Pet Health Assessment: one react-hook-form form over the seven steps, resolved by
 * questionnaireFormSchema (the contracts' questionnaireAnswersSchema). The answers and the step go to the wizard
 * store as they change, so a reload keeps them; 'Continue to Payment' saves the answers into the draft's
 * diagnosisData and goes to /payment. No field is required.
 */
function Questionnaire({ draft }: { draft: StoredDraft }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  useHoldReleaseOnLeave(); // the slot stays held while the owner answers; leaving the booking flow releases it
  const [initial] = useState(() => sanitizeState(readAnswersState()));
  const [step, setStep] = useState(initial.step);
  const { register, control, watch, getValues, handleSubmit } = useZodForm(questionnaireFormSchema, {
    defaultValues: initial.answers,
    shouldFocusError: false, // the failing field may be on another step: the step is shown and the message said
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    writeAnswersState({ step, answers: getValues() });
    const subscription = watch((answers) => writeAnswersState({ step, answers }));
    return () => subscription.unsubscribe();
  }, [step, watch, getValues]);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const group = QUESTIONNAIRE_STEP_GROUPS[step]!;
  const fields = STEP_FIELDS[group];
  const last = step === QUESTIONNAIRE_STEP_COUNT - 1;
  const percent = percentComplete(step);
  const goTo = (n: number) => setStep(Math.min(Math.max(n, 0), QUESTIONNAIRE_STEP_COUNT - 1));

  const submit = handleSubmit(
    ({ answers }) => {
      setProblem(null);
      setBusy(true);
      // Let the busy label paint, then save and move on.
      setTimeout(() => {
        const { diagnosisData: _old, ...rest } = readDraft() ?? draft;
        writeDraft(answers ? { ...rest, diagnosisData: answers } : rest);
        void navigate('/payment');
      }, 0);
    },
    (errors) => {
      // The first field with a problem (in the steps' order): its message, and its step is shown.
      const first = QUESTIONNAIRE_STEP_GROUPS.flatMap((g) => STEP_FIELDS[g].map((f) => `${g}.${f.name}`)).find((path) =>
        fieldError(errors, path),
      );
      setProblem(first ? (fieldError(errors, first) ?? null) : null);
      if (first) goTo(stepOfField(first));
    },
  );

  return (
    <PageSection titleId="questionnaire-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-8" title={t('title')} subtitle={t('subtitle', { petName: draft.pet.name })}>
      <div className="mt-6">
        <div className="flex justify-between text-sm text-slate-700">
          <span>{t('progress.step', { n: step + 1, total: QUESTIONNAIRE_STEP_COUNT })}</span>
          <span>{t('progress.percent', { percent })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-teal-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <Card className="mt-6">
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none">
          {t(`steps.${group}`)}
        </h2>
        {fields.length > 0 ? (
          <QuestionnaireFields group={group} fields={fields} register={register} control={control} />
        ) : (
          <p className="text-slate-600">{t('comingSoon')}</p>
        )}
        {problem && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
            {t('actions.previous')}
          </Button>
          {last ? (
            <Button busy={busy} onClick={() => void submit()}>
              {busy ? t('actions.processing') : t('actions.submit')}
            </Button>
          ) : (
            <Button onClick={() => goTo(step + 1)}>{t('actions.next')}</Button>
          )}
        </div>
      </Card>
    </PageSection>
  );
}
