/**
 * The detail rows the visits' messages share: the visit's own (reference, pet, doctor, when, where; English) and the
 * doctor's findings (every language, with its labels).
 */
import type { Parts } from './message-assembly.js';
import { addressText, clinicDateTimeText } from './message-texts.js';
import type { VisitFacts, VisitFindings } from './template-input.js';

/** The findings as detail rows and a list, with the given labels (one place for every language). */
export function findingsParts(
  f: VisitFindings | undefined,
  labels: { diagnosis: string; recommendations: string; doctorNotes: string },
): Pick<Parts, 'details' | 'lists'> {
  if (!f) return { details: [] };
  const details: [string, string][] = [];
  if (f.diagnosis) details.push([labels.diagnosis, f.diagnosis]);
  if (f.notes) details.push([labels.doctorNotes, f.notes]);
  return { details, lists: f.recommendations.length ? [[labels.recommendations, f.recommendations]] : [] };
}

/** The visit's detail rows in English (`includeAddress`: with where it is). */
export function visitDetails(v: VisitFacts, includeAddress = true): [string, string][] {
  const rows: [string, string][] = [['Reference', v.reference]];
  if (v.petName) rows.push(['Pet', v.petName]);
  rows.push(['Doctor', v.doctorName ?? 'Your VetNow doctor']);
  rows.push(['When', clinicDateTimeText(v.startsAt)]);
  if (includeAddress) rows.push(['Where', addressText(v.clinicAddress)]);
  return rows;
}
