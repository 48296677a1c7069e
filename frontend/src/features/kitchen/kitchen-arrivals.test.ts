import { takeArrivals } from './kitchen-arrivals';

describe('takeArrivals', () => {
  it('treats what a fresh kitchen screen finds as its starting point, not as news', () => {
    expect(takeArrivals(null, [1, 2])).toEqual({ known: new Set([1, 2]), arrived: [] });
  });

  it('reports tickets not shown before, once, and forgets those that left', () => {
    const first = takeArrivals(new Set([1, 2]), [1, 2, 3]);
    expect(first.arrived).toEqual([3]);
    const second = takeArrivals(first.known, [2, 3, 4]);
    expect(second).toEqual({ known: new Set([2, 3, 4]), arrived: [4] });
  });
});
