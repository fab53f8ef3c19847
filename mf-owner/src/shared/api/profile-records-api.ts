import type { DiagnosisSummary } from '@vetnow/contracts/questionnaire';
import { api } from '@vetnow/web-kit/api-client';

/** DELETE /api/payments/saved-cards/:id — removes one of the owner's saved cards; answers `{success, message}`. */
export function deleteSavedCard(id: string): Promise<{ success: true; message: string }> {
  return api.delete<{ success: true; message: string }>(`/payments/saved-cards/${encodeURIComponent(id)}`);
}

/** GET /api/users/diagnosis-summaries — the owner's Health Records, newest visit first. */
export async function fetchDiagnosisSummaries(signal?: AbortSignal): Promise<DiagnosisSummary[]> {
  const records = await api.get<DiagnosisSummary[]>('/users/diagnosis-summaries', { signal });
  return Array.isArray(records) ? records : [];
}
