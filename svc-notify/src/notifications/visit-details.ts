/**
 * The detail rows the visits' messages share, in the recipient's language: the visit's own (reference, pet, doctor,
 * when, where) and the doctor's findings.
 */
import type { Texts } from '../i18n/server-texts.js';
import type { Parts } from './message-assembly.js';
import { addressText } from './message-texts.js';
import type { VisitFacts, VisitFindings } from './template-input.js';

/** The findings as detail rows and a list, with their labels in `t`'s language. */
export function findingsParts(f: VisitFindings | undefined, t: Texts): Pick<Parts, 'details' | 'lists'> {
  if (!f) return { details: [] };
  const details: [string, string][] = [];
  if (f.diagnosis) details.push([t('common:labels.diagnosis'), f.diagnosis]);
  if (f.notes) details.push([t('common:labels.doctorNotes'), f.notes]);
  return { details, lists: f.recommendations.length ? [[t('common:labels.recommendations'), f.recommendations]] : [] };
}

/** The visit's detail rows (`when`: its time, already written; `includeAddress`: with where it is). */
export function visitDetails(t: Texts, v: VisitFacts, when: string, includeAddress = true): [string, string][] {
  const rows: [string, string][] = [[t('common:labels.reference'), v.reference]];
  if (v.petName) rows.push([t('common:labels.pet'), v.petName]);
  rows.push([t('common:labels.doctor'), v.doctorName ?? t('common:yourVetNowDoctor')]);
  rows.push([t('common:labels.when'), when]);
  if (includeAddress) rows.push([t('common:labels.where'), addressText(v.clinicAddress)]);
  return rows;
}
