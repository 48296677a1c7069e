import { render, screen } from '@testing-library/react';
import { formatEuro } from '@pizzeria/domain';
import { OrderCard } from './order-card';
import { orderRecord } from './order-record.test-support';

const noop = () => undefined;

describe('OrderCard', () => {
  it('shows number, time, name, pickup or delivery, total and payment', () => {
    render(<OrderCard order={orderRecord({ order_id: 12, deliveryMethod: 'lieferung' })} onOpen={noop} onComplete={noop} />);
    expect(screen.getByRole('button', { name: `#12 18:05 Anna Berg Lieferung Barzahlung ${formatEuro(1750)}` })).toBeInTheDocument();
  });

  it('shows the customer’s own time, with the date when it is another day', () => {
    const { rerender } = render(<OrderCard order={orderRecord({ desiredDeliveryTime: '19:30' })} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('Wunsch 19:30')).toBeInTheDocument();
    rerender(<OrderCard order={orderRecord({ desiredDeliveryTime: '19:30', desiredDeliveryDate: '2026-11-24' })} onOpen={noop} onComplete={noop} />);
    expect(screen.getByText('Wunsch 24.11.2026 19:30')).toBeInTheDocument();
  });

  it('shows the promised time once confirmed, and the arrow only then', () => {
    render(
      <OrderCard
        order={orderRecord({ order_status: 'bestätigt', status: 'bestätigt', estimated_at: '2026-11-20T17:35:00Z' })}
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
        onOpen={noop}
        onComplete={noop}
      />,
    );
    expect(screen.queryByText(/Fertig|Wunsch/)).toBeNull();
  });
});
