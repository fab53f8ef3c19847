import '../remote-setup';

export { DiagnosisQuestionnairePage as default } from '../features/questionnaire';
