// The sizes of the full run's measures: the full run's, or --quick's (reduced: what CI can afford).

/**
 * Sizes of each measure (full / quick).
 * @param {{ quick: boolean, web: boolean }} options `web`: false with --no-web (no browser measure at all)
 */
export function benchSizes({ quick, web }) {
  return {
    racers: quick ? 50 : 200,
    sequentialBookings: quick ? 30 : 100,
    /** (b) unmeasured bookings first (half through the gateway, half straight to svc-booking): one-time costs. */
    warmupBookings: quick ? 100 : 200,
    /** (b) the pause after each answer before the next booking of the paced block, ms. */
    pacedGapMs: 100,
    throughputBookings: quick ? 80 : 400,
    throughputConcurrency: 16,
    throughputDoctors: 4,
    slotsWarmup: quick ? 50 : 200,
    slotsRequests: quick ? 300 : 2000,
    /** (c) with a calendar: months of admin closures (one a month); blocks with the calendar (A-B-A…), requests per block. */
    calendarClosureMonths: 24,
    calendarCycles: quick ? 2 : 3,
    calendarBlockRequests: quick ? 100 : 500,
    visibilityBookings: quick ? 10 : 40,
    /** (h) bookings followed to their confirmation e-mail at the bench's SMTP server. */
    mailBookings: quick ? 15 : 50,
    floorInserts: quick ? 200 : 1000,
    lighthouse: !quick && web,
    web,
  };
}
