import { confirmEstimate, isDueBeyondOptions, wantedInstant } from './confirm-eta';

const ZONE = 'Europe/Berlin';
/** Order #1559 of issue 7: wanted Wednesday 25 Nov 2026 19:00 Berlin (18:00Z), confirmed Tuesday night. */
const preorder = { desiredDeliveryDate: '2026-11-25', desiredDeliveryTime: '19:00' };
const tuesdayNight = new Date('2026-11-24T02:17:00Z');

describe('confirm ETA', () => {
  it('counts the minutes of a pre-order from the customer’s time, not from now', () => {
    expect(confirmEstimate('30 Min.', preorder, tuesdayNight, ZONE).toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('takes the customer’s own time as it is', () => {
    expect(confirmEstimate('19:00', preorder, tuesdayNight, ZONE).toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('counts from now when the wanted time has come or is "So schnell wie möglich"', () => {
    const late = new Date('2026-11-25T18:10:00Z');
    expect(confirmEstimate('15 Min.', preorder, late, ZONE).toISOString()).toBe('2026-11-25T18:25:00.000Z');
    const asap = { desiredDeliveryDate: '2026-11-25', desiredDeliveryTime: 'So schnell wie möglich' };
    expect(confirmEstimate('45 Min.', asap, late, ZONE).toISOString()).toBe('2026-11-25T18:55:00.000Z');
    expect(wantedInstant(asap, ZONE)).toBeNull();
  });

  it('offers the customer’s time first only when it lies beyond the longest minute option', () => {
    expect(isDueBeyondOptions(preorder, tuesdayNight, ZONE)).toBe(true);
    expect(isDueBeyondOptions(preorder, new Date('2026-11-25T17:00:00Z'), ZONE)).toBe(false);
    expect(isDueBeyondOptions(preorder, new Date('2026-11-25T16:59:00Z'), ZONE)).toBe(true);
    expect(isDueBeyondOptions({ ...preorder, desiredDeliveryTime: 'So schnell wie möglich' }, tuesdayNight, ZONE)).toBe(false);
  });
});
