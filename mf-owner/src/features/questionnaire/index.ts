/** The questionnaire feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { DiagnosisQuestionnairePage } from './components/diagnosis-questionnaire-page';
