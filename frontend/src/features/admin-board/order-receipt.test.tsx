import { render, screen, within } from '@testing-library/react';
import { orderRecord } from '../../staff/order-record.test-support';
import { PrintReceipt } from './order-receipt';

describe('printed receipt', () => {
  beforeEach(() => jest.spyOn(window, 'print').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the VAT contained in the total per rate, with the net amount', () => {
    const order = orderRecord({
      order_total: 19.71,
      subtotal: 21.9,
      discountAmount: 2.19,
      discountCode: 'PIZZA10',
      vat: [
        { rate: 7, gross: 16.2, net: 15.14, vat: 1.06 },
        { rate: 19, gross: 3.51, net: 2.95, vat: 0.56 },
      ],
    });
    render(<PrintReceipt order={order} onDone={() => undefined} />);
    const receipt = screen.getByRole('article', { name: 'Bon Bestellung #1' });
    const rows = [...receipt.querySelectorAll('.receipt__row')].map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows.slice(-5)).toEqual([
      'Zwischensumme21,90 €',
      'Rabatt PIZZA10−2,19 €',
      'Gesamt19,71 €',
      'enthaltene MwSt. 7 % (netto 15,14 €)1,06 €',
      'enthaltene MwSt. 19 % (netto 2,95 €)0,56 €',
    ]);
    expect(within(receipt).getByText('Gesamt')).toBeInTheDocument();
  });

  it('lists the deposit and the delivery fee between the goods and the total', () => {
    const order = orderRecord({ deliveryMethod: 'lieferung', subtotal: 24, deposit: 0.5, deliveryFee: 2.5, order_total: 27, vat: [] });
    render(<PrintReceipt order={order} onDone={() => undefined} />);
    const receipt = screen.getByRole('article', { name: 'Bon Bestellung #1' });
    const rows = [...receipt.querySelectorAll('.receipt__row')].map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows.slice(-4)).toEqual(['Zwischensumme24,00 €', 'Pfand0,50 €', 'Liefergebühr2,50 €', 'Gesamt27,00 €']);
  });
});
