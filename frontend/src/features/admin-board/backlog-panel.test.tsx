import { render, screen } from '@testing-library/react';
import { BacklogPanel } from './backlog-panel';
import { orderRecord } from '../../staff/order-record.test-support';

const TODAY = '2026-11-20';

function renderPanel(...orders: Parameters<typeof orderRecord>[0][]) {
  render(<BacklogPanel orders={orders.map((o, i) => orderRecord({ order_id: i + 1, ...o }))} today={TODAY} onOpen={jest.fn()} onDismiss={jest.fn()} />);
}

describe('BacklogPanel', () => {
  it('names a wish for today by its time alone, one for another day with its date', () => {
    renderPanel({ desiredDeliveryDate: TODAY, desiredDeliveryTime: '19:30' }, { desiredDeliveryDate: '2026-11-21', desiredDeliveryTime: '12:00' });
    expect(screen.getByRole('button', { name: /^#1 / })).toHaveTextContent('Wunsch 19:30');
    expect(screen.getByRole('button', { name: /^#1 / })).not.toHaveTextContent('20.11.2026');
    expect(screen.getByRole('button', { name: /^#2 / })).toHaveTextContent('Wunsch 21.11.2026, 12:00');
  });

  it('says nothing of a wish for "as soon as possible"', () => {
    renderPanel({});
    expect(screen.getByRole('button', { name: /^#1 / })).not.toHaveTextContent('Wunsch');
  });
});
