import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro } from '@pizzeria/domain';
import { OrderCard } from './order-card';
import { cartLine, orderRecord } from '../../staff/order-record.test-support';
import { StaffQueries } from '../../test/staff-providers';

const noop = () => undefined;
const TODAY = '2026-11-20';

describe('OrderCard', () => {
  it('shows number, time, name, what was ordered, pickup or delivery, total and payment', () => {
    render(<OrderCard order={orderRecord({ order_id: 12, deliveryMethod: 'lieferung' })} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByRole('button', { name: `#12 18:05 Anna Berg 2× Pizza Margherita Lieferung Barzahlung ${formatEuro(1750)}` })).toBeInTheDocument();
  });

  it('sums up every line, so staff need not open the order', () => {
    const lines = [cartLine({ quantity: 2, productName: 'Margherita' }), cartLine({ quantity: 1, productName: 'Cola' })];
    render(<OrderCard order={orderRecord({ product_details: lines })} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('2× Margherita, 1× Cola')).toBeInTheDocument();
  });

  it('dates the order time when the order is not from today', () => {
    render(<OrderCard order={orderRecord({ order_id: 3, order_date: '2026-11-18T17:05:00.000Z' })} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByRole('button', { name: /^#3 18\.11\. 18:05 / })).toBeInTheDocument();
  });

  it('shows the customer’s own time, with the date when it is another day', () => {
    const { rerender } = render(<OrderCard order={orderRecord({ desiredDeliveryTime: '19:30' })} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('Wunsch 19:30')).toBeInTheDocument();
    rerender(<OrderCard order={orderRecord({ desiredDeliveryTime: '19:30', desiredDeliveryDate: '2026-11-24' })} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('Wunsch 24.11.2026 19:30')).toBeInTheDocument();
  });

  it('says when the kitchen is done with a delivery, and whether it still needs a driver', () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, drivers: [] }) })) as unknown as typeof fetch;
    const cooked = orderRecord({ order_status: 'bestätigt', status: 'bestätigt', deliveryMethod: 'lieferung', kitchenReadyAt: '2026-11-20T17:40:00.000Z' });
    const { rerender } = render(<OrderCard order={cooked} today={TODAY} onOpen={noop} onComplete={noop} />, { wrapper: StaffQueries });
    expect(screen.getByText('Küche fertig – Fahrer zuweisen!')).toBeInTheDocument();
    rerender(<OrderCard order={{ ...cooked, driver: { id: 3, name: 'lea' } }} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('Küche fertig – abholbereit')).toBeInTheDocument();
    rerender(<OrderCard order={{ ...cooked, kitchenReadyAt: null }} today={TODAY} onOpen={noop} onComplete={noop} />);
    expect(screen.queryByText(/Küche fertig/)).toBeNull();
  });

  it('shows the promised time once confirmed, and the arrow only then', () => {
    render(
      <OrderCard
        order={orderRecord({ order_status: 'bestätigt', status: 'bestätigt', estimated_at: '2026-11-20T17:35:00Z' })}
        today={TODAY}
        onOpen={noop}
        onComplete={noop}
      />,
    );
    expect(screen.getByText('Fertig 18:35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung #1 abschließen' })).toBeInTheDocument();
  });

  it('shows no time for finished or cancelled orders', () => {
    render(
      <OrderCard
        order={orderRecord({ order_status: 'storniert', status: 'storniert', estimated_at: '2026-11-20T17:35:00Z', desiredDeliveryTime: '19:30' })}
        today={TODAY}
        onOpen={noop}
        onComplete={noop}
      />,
    );
    expect(screen.queryByText(/Fertig|Wunsch/)).toBeNull();
  });

  it('marks a change the server has not stored yet', () => {
    render(<OrderCard order={orderRecord()} today={TODAY} saving onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('wird gespeichert…')).toBeInTheDocument();
  });

  it('while completing can be undone, and keeps the arrow’s room so nothing moves', async () => {
    const onUndo = jest.fn();
    const order = orderRecord({ order_id: 4, order_status: 'bestätigt', status: 'bestätigt' });
    const { container } = render(<OrderCard order={order} today={TODAY} finishing onOpen={noop} onComplete={noop} onUndo={onUndo} />);
    expect(screen.queryByRole('button', { name: 'Bestellung #4 abschließen' })).toBeNull();
    expect(container.querySelector('.order-card__arrow')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Rückgängig/ }));
    expect(onUndo).toHaveBeenCalledWith(4);
  });
});
