import { clinicTimestamp, csvAmount, csvField, PAYMENT_CSV_COLUMNS, paymentsCsv } from './payments-csv.js';

describe('the payments CSV (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling quotes; leaves others as they are', () => {
    expect(csvField('VN-7K3Q9M')).toBe('VN-7K3Q9M');
    expect(csvField('Declined, "Do not honor"')).toBe('"Declined, ""Do not honor"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('writes text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+94 77')).toBe("'+94 77");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("x", "y")')).toBe('"\'=HYPERLINK(""x"", ""y"")"');
  });

  it('writes amounts with two decimals and instants in clinic time with their offset', () => {
    expect(csvAmount(2500)).toBe('2500.00');
    expect(csvAmount(1000.5)).toBe('1000.50');
    expect(csvAmount(0.1 + 0.2)).toBe('0.30');
    expect(clinicTimestamp('2026-11-21T18:45:00.000Z')).toBe('2026-11-22T00:15:00+05:30');
    expect(clinicTimestamp(null)).toBe('');
  });

  it('is a header row and CRLF-ended rows', () => {
    expect(paymentsCsv([])).toBe(`${PAYMENT_CSV_COLUMNS.join(',')}\r\n`);
    const csv = paymentsCsv([
      {
        id: 'p1',
        appointmentId: 'a1',
        reference: 'VN-1',
        amount: 2500,
        currency: 'LKR',
        status: 'completed',
        method: 'saved-card',
        cardType: 'visa',
        lastFour: '1292',
        refundState: 'refunded',
        refundedAmount: 500,
        refundError: null,
        createdAt: '2026-11-22T04:00:00.000Z',
        settledAt: '2026-11-22T04:00:30.000Z',
        failureReason: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      PAYMENT_CSV_COLUMNS.join(','),
      'p1,a1,VN-1,2026-11-22T09:30:00+05:30,2026-11-22T09:30:30+05:30,2500.00,LKR,completed,saved-card,visa,1292,refunded,500.00,,',
      '',
    ]);
  });
});
