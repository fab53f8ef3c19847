// Types of vetnow-api.mjs for TypeScript callers (tests/faults, tests/integration, tests/proof).
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  text: string;
  ms: number;
  error?: string;
}
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface ApiClient {
  readonly origin: string;
  readonly prefix: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}
export interface Owner {
  id: string;
  token: string;
  email: string;
  username: string;
}
export interface Slot {
  doctorId: string;
  appointmentDate: string;
  timeSlot: string;
}
export interface BookBody extends Slot {
  pet: { name: string; type: string; breed: string; age: number };
  reason: string;
  paymentMethod: 'cash' | 'card';
  /** Card bookings: the card's summary (never its number or CVV). */
  paymentData?: { savedCardId?: string; cardType: string; lastFour: string; cardholderName?: string };
}
export function apiClient(origin: string, options?: { prefix?: string; connections?: number; timeoutMs?: number }): ApiClient;
export function describe(method: string, path: string, answer: Answer): string;
export function uniqueName(prefix: string): string;
export function registerOwner(api: ApiClient, label?: string): Promise<Owner>;
export function registerOwners(api: ApiClient, count: number, options?: { concurrency?: number; label?: string }): Promise<Owner[]>;
export function listDoctors(api: ApiClient): Promise<Array<{ _id: string; fullName: string }>>;
export function slots(api: ApiClient, doctorId: string, date: string): Promise<Array<{ time: string; isBooked: boolean }>>;
export function bookBody(slot: Slot, petName?: string): BookBody;
export function book(api: ApiClient, owner: Owner, body: BookBody, idempotencyKey?: string): Promise<Answer>;
export function freeSlots(
  api: ApiClient,
  doctorIds: readonly string[],
  firstDate: string,
  count: number,
  addDays: (date: string, days: number) => string,
  maxDays?: number,
): Promise<Slot[]>;
export function waitForBookableDoctor(api: ApiClient, owner: Owner, doctorId: string, date: string, timeoutMs?: number): Promise<true>;
export interface SignedIn {
  id: string;
  token: string;
  email: string;
}
export function signIn(api: ApiClient, credentials: { email: string; password: string; userType: 'user' | 'doctor' | 'admin' }): Promise<SignedIn>;
export function createDoctor(
  api: ApiClient,
  admin: { token: string },
  options?: { label?: string; workingHours?: { startTime: string; endTime: string; slotDuration: number } },
): Promise<SignedIn & { password: string }>;
export declare const SUCCESS_TEST_CARD: string;
export function payOnHostedCheckout(
  api: ApiClient,
  owner: { token: string },
  appointmentId: string,
  options?: { card?: string; phone?: string },
): Promise<{ backTo: string }>;
export function submitOnHostedPage(form: { action: string; fields: Record<string, string> }, card?: string): Promise<{ status: number; location: string }>;
export function saveCardOnHostedPage(
  api: ApiClient,
  owner: { token: string },
  card?: string,
  options?: { phone?: string },
): Promise<{ id: string; lastFour: string }>;
