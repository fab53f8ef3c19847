import { afterAll, describe, expect, it } from '@jest/globals';
import type { Appointment } from '@vetnow/contracts/appointment';
import { formatLkr } from '@vetnow/web-kit/format';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { NOW, appointment } from '../../testing/fixtures';
import { cancellationRefundOf, formatRefundAmount, REFUND_CUTOFF_HOURS } from './refund';

createI18n();

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const HOUR = 3_600_000;
/** A paid card appointment starting `hours` after NOW. */
const paidCard = (hours: number, overrides: Partial<Appointment> = {}): Appointment => ({
  ...appointment({ _id: 'card', paymentMethod: 'card', paymentStatus: 'completed' }),
  startsAt: new Date(NOW.getTime() + hours * HOUR).toISOString(),
  ...overrides,
});

describe('formatRefundAmount', () => {
  it('writes LKR with two decimals (formatLkr keeps its own output)', () => {
    expect(formatRefundAmount(2500, 'en')).toBe('LKR 2,500.00');
    expect(formatRefundAmount(1250.5, 'en')).toBe('LKR 1,250.50');
    expect(formatRefundAmount(0.333, 'en')).toBe('LKR 0.33');
    expect(formatLkr(2500, 'en')).toBe('LKR 2,500');
  });

  it('groups the figure as the language does, and follows the current language', async () => {
    for (const [language, locale] of [['si', 'si-LK'], ['ta', 'ta-LK']] as const) {
      expect(formatRefundAmount(2500, language)).toBe(
        `LKR ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(2500)}`,
      );
    }
    await i18n.changeLanguage('si');
    expect(formatRefundAmount(2500)).toBe(formatRefundAmount(2500, 'si'));
  });
});

describe('cancellationRefundOf (issue 35 §4)', () => {
  it('uses the contracts’ cutoff of 24 hours', () => {
    expect(REFUND_CUTOFF_HOURS).toBe(24);
  });

  it('refunds a paid card fee in full 24 hours or more ahead, nothing later', () => {
    expect(cancellationRefundOf(paidCard(72), NOW)).toEqual({ kind: 'full', amount: 2500 });
    expect(cancellationRefundOf(paidCard(24), NOW)).toEqual({ kind: 'full', amount: 2500 });
    expect(cancellationRefundOf(paidCard(24 - 1 / 60), NOW)).toEqual({ kind: 'none', amount: 2500 });
    expect(cancellationRefundOf(paidCard(2), NOW)).toEqual({ kind: 'none', amount: 2500 });
  });

  it('always refunds a visit that needs rescheduling', () => {
    expect(cancellationRefundOf(paidCard(2, { status: 'needs-rescheduling' }), NOW)).toEqual({ kind: 'full', amount: 2500 });
  });

  it('says nothing for cash, an unpaid or failed card payment, or a fee already refunded', () => {
    expect(cancellationRefundOf(paidCard(72, { paymentMethod: 'cash' }), NOW)).toBeNull();
    expect(cancellationRefundOf(paidCard(72, { paymentMethod: 'cash', paymentStatus: 'pending' }), NOW)).toBeNull();
    expect(cancellationRefundOf(paidCard(72, { paymentStatus: 'pending' }), NOW)).toBeNull();
    expect(cancellationRefundOf(paidCard(72, { paymentStatus: 'failed' }), NOW)).toBeNull();
    expect(cancellationRefundOf(paidCard(72, { refund: { amount: 2500, refundedAt: NOW.toISOString() } }), NOW)).toBeNull();
  });

  it('counts only what is left to refund after a partial refund', () => {
    expect(cancellationRefundOf(paidCard(72, { refund: { amount: 1000, refundedAt: NOW.toISOString() } }), NOW)).toEqual({
      kind: 'full',
      amount: 1500,
    });
  });
});
