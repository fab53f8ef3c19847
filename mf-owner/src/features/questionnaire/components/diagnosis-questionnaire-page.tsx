import { useEffect, useRef, useState } from 'react';
import { QUESTIONNAIRE_STEP_COUNT, QUESTIONNAIRE_STEP_GROUPS } from '@vetnow/contracts/constants';
import { addResources } from '@vetnow/web-kit/i18n';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import en from '../i18n/en.json';
import { readAnswersState, readDraft, writeAnswersState, writeDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { QuestionnaireFields } from './questionnaire-fields';
import {
  STEP_FIELDS,
  percentComplete,
  sanitizeState,
  toAnswers,
  type FieldValue,
  type QuestionnaireState,
} from './questionnaire-model';

export const NAMESPACE = 'questionnaire';
addResources(NAMESPACE, en);

/** /diagnosis-questionnaire — needs the booking draft (else /doctors). */
export function DiagnosisQuestionnairePage() {
  const [draft] = useState(readDraft);
  if (!draft) return <Navigate to="/doctors" replace />;
  return <Questionnaire draft={draft} />;
}

/**
 * The 7-step Pet Health Assessment. The form state (and step) is kept in sessionStorage as it changes, so a
 * reload keeps it; 'Continue to Payment' saves the answers into the draft's diagnosisData and goes to /payment.
 * No field is required.
 */
function Questionnaire({ draft }: { draft: StoredDraft }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [state, setState] = useState<QuestionnaireState>(() => sanitizeState(readAnswersState()));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  useEffect(() => writeAnswersState(state), [state]);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const { step } = state;
  const group = QUESTIONNAIRE_STEP_GROUPS[step]!;
  const fields = STEP_FIELDS[group];
  const last = step === QUESTIONNAIRE_STEP_COUNT - 1;
  const percent = percentComplete(step);
  const goTo = (n: number) => setState((s) => ({ ...s, step: Math.min(Math.max(n, 0), QUESTIONNAIRE_STEP_COUNT - 1) }));
  const change = (name: string, value: FieldValue) =>
    setState((s) => ({ ...s, answers: { ...s.answers, [group]: { ...s.answers[group], [name]: value } } }));

  function submit() {
    const result = toAnswers(state.answers);
    if (!result.ok) {
      setProblem(result.message);
      goTo(result.step);
      return;
    }
    setProblem(null);
    setBusy(true);
    // Let the busy label paint, then save and move on.
    setTimeout(() => {
      const { diagnosisData: _old, ...rest } = readDraft() ?? draft;
      writeDraft(result.answers ? { ...rest, diagnosisData: result.answers } : rest);
      void navigate('/payment');
    }, 0);
  }

  return (
    <section aria-labelledby="questionnaire-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 id="questionnaire-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('subtitle', { petName: draft.pet.name })}</p>

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
          <QuestionnaireFields group={group} fields={fields} values={state.answers[group]} onChange={change} />
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
            <Button busy={busy} onClick={submit}>
              {busy ? t('actions.processing') : t('actions.submit')}
            </Button>
          ) : (
            <Button onClick={() => goTo(step + 1)}>{t('actions.next')}</Button>
          )}
        </div>
      </Card>
    </section>
  );
}
