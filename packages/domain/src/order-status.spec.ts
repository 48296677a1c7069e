import { ORDER_STATUSES, canCancel, canTransition, confirmMinutes, isValidConfirmTime, showsCompleteArrow } from './order-status';

describe('order state machine', () => {
  it('allows exactly the spec transitions', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['ausstehend>bestätigt', 'ausstehend>storniert', 'bestätigt>abgeschlossen', 'bestätigt>storniert', 'abgeschlossen>storniert']);
  });

  it('shows the arrow only for confirmed orders and cancel for any not cancelled', () => {
    expect(ORDER_STATUSES.filter(showsCompleteArrow)).toEqual(['bestätigt']);
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['ausstehend', 'bestätigt', 'abgeschlossen']);
  });

  it('accepts the minute options or the customer’s own time when confirming', () => {
    expect(isValidConfirmTime('30 Min.')).toBe(true);
    expect(isValidConfirmTime('20 Min.')).toBe(false);
    expect(isValidConfirmTime('')).toBe(false);
    expect(isValidConfirmTime('19:30', '19:30')).toBe(true);
    expect(isValidConfirmTime('19:30', 'So schnell wie möglich')).toBe(false);
    expect(confirmMinutes('45 Min.')).toBe(45);
    expect(confirmMinutes('19:30')).toBeNull();
  });
});
