import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderRecord, OrderStatus } from '@pizzeria/domain';
import { currentBoardOrders, groupByStatus } from '../../staff/order-board-state';
import { orderRecord } from '../../staff/order-record.test-support';
import { HISTORY_PAGE_SIZE, OrderStatusColumns } from './order-status-columns';

const TODAY = '2026-11-20';
const noop = () => undefined;

function orders(status: OrderStatus, count: number, firstId: number, extra: Partial<OrderRecord> = {}) {
  return Array.from({ length: count }, (_, i) => orderRecord({ order_id: firstId + i, order_status: status, status, ...extra }));
}

function renderColumns(all: OrderRecord[]) {
  render(<OrderStatusColumns groups={groupByStatus(all)} today={TODAY} saving={new Set()} onOpen={noop} onComplete={noop} />);
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('OrderStatusColumns at rush hour', () => {
  it('lists every open order, but finished and cancelled ones only page by page', async () => {
    renderColumns([...orders('ausstehend', 80, 1), ...orders('abgeschlossen', 45, 100), ...orders('storniert', 3, 200)]);
    expect(within(column('Ausstehend')).getAllByRole('article')).toHaveLength(80);
    expect(within(column('Abgeschlossen')).getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE);
    expect(within(column('Abgeschlossen')).getByRole('heading')).toHaveTextContent('Abgeschlossen 45');
    expect(within(column('Storniert')).getAllByRole('article')).toHaveLength(3);

    await userEvent.click(within(column('Abgeschlossen')).getByRole('button', { name: `Mehr anzeigen (noch ${45 - HISTORY_PAGE_SIZE})` }));
    expect(within(column('Abgeschlossen')).getAllByRole('article')).toHaveLength(HISTORY_PAGE_SIZE * 2);
    await userEvent.click(within(column('Abgeschlossen')).getByRole('button', { name: /^Mehr anzeigen/ }));
    expect(within(column('Abgeschlossen')).getAllByRole('article')).toHaveLength(45);
    expect(within(column('Abgeschlossen')).queryByRole('button', { name: /^Mehr anzeigen/ })).toBeNull();
  });
});

describe('currentBoardOrders', () => {
  it('keeps every open order, and finished or cancelled ones of the current service day or later', () => {
    const board = currentBoardOrders(
      [
        orderRecord({ order_id: 1, order_date: '2026-11-14T17:00:00Z' }),
        orderRecord({ order_id: 2, order_status: 'bestätigt', status: 'bestätigt', order_date: '2026-11-18T17:00:00Z' }),
        orderRecord({ order_id: 3, order_status: 'abgeschlossen', status: 'abgeschlossen', order_date: '2026-11-19T19:00:00Z' }),
        orderRecord({ order_id: 4, order_status: 'abgeschlossen', status: 'abgeschlossen', order_date: '2026-11-20T17:00:00Z' }),
        orderRecord({ order_id: 5, order_status: 'storniert', status: 'storniert', order_date: '2026-11-19T18:00:00Z' }),
        // Placed days ago for tonight: it belongs to tonight's service.
        orderRecord({ order_id: 6, order_status: 'abgeschlossen', status: 'abgeschlossen', order_date: '2026-11-16T10:00:00Z', estimated_at: '2026-11-20T18:30:00Z' }),
        // 00:40 Berlin time on Saturday still belongs to Friday night's service.
        orderRecord({ order_id: 7, order_status: 'storniert', status: 'storniert', order_date: '2026-11-20T23:40:00Z' }),
        // A pre-order for tomorrow, finished today: the server lists it, so must the board.
        orderRecord({ order_id: 8, order_status: 'abgeschlossen', status: 'abgeschlossen', order_date: '2026-11-19T10:00:00Z', estimated_at: '2026-11-21T11:00:00Z' }),
      ],
      TODAY,
      '05:00',
    );
    expect(board.map((o) => o.order_id)).toEqual([1, 2, 4, 6, 7, 8]);
  });

  it('follows the owner’s boundary: a finished order of 04:30 is yesterday’s at 05:00, today’s at 04:00', () => {
    // Friday 20 November 2026, 04:30 Berlin (CET) is 03:30 UTC.
    const early = [orderRecord({ order_id: 9, order_status: 'abgeschlossen', status: 'abgeschlossen', order_date: '2026-11-20T03:30:00Z' })];
    expect(currentBoardOrders(early, TODAY, '05:00')).toEqual([]);
    expect(currentBoardOrders(early, TODAY, '04:00').map((o) => o.order_id)).toEqual([9]);
  });
});
