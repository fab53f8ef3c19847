import type { SaveCardRequest, SaveCardResponse, SavedCard } from '@vetnow/contracts/card';
import { api } from '@vetnow/web-kit/api-client';

/** GET /api/payments/saved-cards — the owner's saved cards (brand, last four, expiry, holder). */
export async function fetchSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  const cards = await api.get<SavedCard[]>('/payments/saved-cards', { signal });
  return Array.isArray(cards) ? cards : [];
}

/**
 * POST /api/payments/save-card — the only call that carries the full card number (never the CVV: the
 * payload is built by contracts toSaveCardRequest).
 */
export function saveCard(request: SaveCardRequest): Promise<SaveCardResponse> {
  return api.post<SaveCardResponse>('/payments/save-card', request);
}
