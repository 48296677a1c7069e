import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_TIME_REQUIRED_MESSAGE, type OrderStatus } from '@pizzeria/domain';
import { OrderDetailsModal } from './order-details-modal';
import { cartLine, orderRecord } from '../../staff/order-record.test-support';
import { StaffQueries } from '../../test/staff-providers';

function renderModal(overrides: Parameters<typeof orderRecord>[0] = {}, extraMinutes = 0) {
  const handlers = { onClose: jest.fn(), onConfirm: jest.fn(), onChangeStatus: jest.fn(), onPrint: jest.fn() };
  const order = orderRecord(overrides);
  render(<OrderDetailsModal order={order} extraMinutes={extraMinutes} {...handlers} />, { wrapper: StaffQueries });
  return { order, ...handlers };
}

/** Friday 20 Nov 2026, 18:15 in Berlin, ten minutes after the test order came in. */
const AT_1815 = Date.parse('2026-11-20T17:15:00Z');
afterEach(() => jest.restoreAllMocks());

const withStatus = (status: OrderStatus) => ({ order_status: status, status });

describe('OrderDetailsModal – confirming', () => {
  it('shows what was ordered before the time buttons', () => {
    renderModal({ product_details: [cartLine({ productName: 'Pizza Salami' })] });
    const items = screen.getByRole('region', { name: 'Artikel' });
    const firstTime = screen.getByRole('button', { name: /^15 Min\./ });
    expect(items.compareDocumentPosition(firstTime) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses to confirm without a time', async () => {
    const { onConfirm } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRM_TIME_REQUIRED_MESSAGE);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the chosen minutes', async () => {
    const { onConfirm, order } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: /^30 Min\./ }));
    expect(screen.getByRole('button', { name: /^30 Min\./ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledWith(order, '30 Min.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the customer’s desired time only when it is a clock time', async () => {
    const { onConfirm, order } = renderModal({ desiredDeliveryTime: '19:30' });
    const options = [/^15 Min\./, /^30 Min\./, /^45 Min\./, /^60 Min\./, 'Wunschzeit 19:30'];
    for (const name of options) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wunschzeit 19:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledWith(order, '19:30');
  });

  it('offers a pre-order’s own time first, and each minute button says the time it gives from there', () => {
    // Tuesday night before the Wednesday 19:00 pre-order of issue 7.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T02:17:00Z'));
    renderModal({ desiredDeliveryDate: '2026-11-25', desiredDeliveryTime: '19:00' });
    const choices = screen.getAllByRole('button', { name: /Min\.|Wunschzeit/ }).map((b) => b.textContent);
    expect(choices).toEqual(['Wunschzeit 19:00', '15 Min. (25.11. 19:15)', '30 Min. (25.11. 19:30)', '45 Min. (25.11. 19:45)', '60 Min. (25.11. 20:00)']);
    expect(screen.getByText(/Vorbestellung für 25\.11\.2026, 19:00 Uhr: Die Minuten zählen ab dieser Wunschzeit\./)).toBeInTheDocument();
  });

  it('says on each minute button the time it gives from now, as the server stores it', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(AT_1815);
    const { onConfirm, order } = renderModal();
    const choices = screen.getAllByRole('button', { name: /Min\./ }).map((b) => b.textContent);
    expect(choices).toEqual(['15 Min. (18:30)', '30 Min. (18:45)', '45 Min. (19:00)', '60 Min. (19:15)']);
    await userEvent.click(screen.getByRole('button', { name: '30 Min. (18:45)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    // What is sent is the option itself: the server computes the same time from it.
    expect(onConfirm).toHaveBeenCalledWith(order, '30 Min.');
  });

  it('counts busy mode’s extra minutes into the times it shows, and says so', () => {
    jest.spyOn(Date, 'now').mockReturnValue(AT_1815);
    renderModal({}, 15);
    expect(screen.getByRole('button', { name: '30 Min. (19:00)' })).toBeInTheDocument();
    expect(screen.getByText('Viel los: +15 Min. sind in den Zeiten enthalten.')).toBeInTheDocument();
  });

  it.each([
    ['abholung', 'Abholzeit'],
    ['lieferung', 'Lieferzeit'],
  ] as const)('asks for the time of an order for %s as „%s“', (deliveryMethod, legend) => {
    renderModal({ deliveryMethod });
    expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
  });

  it('has no desired-time option for "So schnell wie möglich"', () => {
    renderModal({ desiredDeliveryTime: 'So schnell wie möglich' });
    expect(screen.queryByRole('button', { name: /Wunschzeit/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Min\./ })).toHaveLength(4);
  });

  it('keeps "Bestätigen" in the pinned footer beside print and cancel', () => {
    renderModal();
    const footer = screen.getByRole('button', { name: 'Bestätigen' }).closest('.modal-footer') as HTMLElement;
    expect(footer).not.toBeNull();
    expect(within(footer).getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
  });

  it('is done with the keyboard: focus starts on the first time, Tab leads to "Bestätigen", Enter confirms', async () => {
    const { onConfirm, order } = renderModal();
    expect(screen.getByRole('button', { name: /^15 Min\./ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^30 Min\./ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    for (let i = 0; i < 3; i++) await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(order, '30 Min.');
  });

  it('opens any other order at its top: the dialog has focus, not the phone link further down', async () => {
    renderModal(withStatus('bestätigt'));
    const dialog = screen.getByRole('dialog', { name: /Bestellung #/ });
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('link', { name: '0176 1234567' })).not.toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('shows the confirm step only for pending orders', () => {
    renderModal(withStatus('bestätigt'));
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
  });
});

describe('OrderDetailsModal – arrow and cancel', () => {
  it.each<[OrderStatus, boolean]>([
    ['ausstehend', false],
    ['bestätigt', true],
    ['abgeschlossen', false],
    ['storniert', false],
  ])('status %s shows the arrow: %s', (status, shown) => {
    renderModal(withStatus(status));
    expect(screen.queryByRole('button', { name: /Abgeschlossen/ }) !== null).toBe(shown);
  });

  it('the arrow completes a confirmed order', async () => {
    const { onChangeStatus, order } = renderModal(withStatus('bestätigt'));
    await userEvent.click(screen.getByRole('button', { name: /Abgeschlossen/ }));
    expect(onChangeStatus).toHaveBeenCalledWith(order, 'abgeschlossen');
  });

  it('cancels only after "Ja, stornieren"', async () => {
    const { onChangeStatus, order } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    expect(onChangeStatus).not.toHaveBeenCalled();
    const question = screen.getByRole('dialog', { name: 'Bestellung stornieren?' });
    expect(question).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(screen.queryByRole('dialog', { name: 'Bestellung stornieren?' })).toBeNull();
    expect(onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByRole('button', { name: 'Ja, stornieren' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Ausverkauft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(onChangeStatus).toHaveBeenCalledWith(order, 'storniert', 'Ausverkauft');
  });

  it('cancels with the staff’s own words under "Anderer Grund"', async () => {
    const { onChangeStatus, order } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Anderer Grund' }));
    expect(screen.getByRole('button', { name: 'Ja, stornieren' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Grund' }), '  Ofen defekt ');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(onChangeStatus).toHaveBeenCalledWith(order, 'storniert', 'Ofen defekt');
  });

  it('offers no cancel for a cancelled order', () => {
    renderModal(withStatus('storniert'));
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
  });
});

describe('OrderDetailsModal – details', () => {
  it('shows the customer, phone link, delivery address, lines, messages and totals', () => {
    renderModal({
      deliveryMethod: 'lieferung',
      company: 'Muster GmbH',
      messageToChef: 'Bitte gut durch',
      messageToDriver: 'Hinterhaus',
      discountCode: 'PIZZA10',
      discountAmount: 1.75,
      subtotal: 17.5,
      order_total: 15.75,
      product_details: [
        cartLine({
          extras: [{ extraID: 1, categoryID: 2, extra_name: 'Salami', price: 1 }],
          dip: [{ dipsID: 1, dipID: 1, dipName: 'Knoblauch', price: 0.5, group: 'pizza' }],
        }),
        cartLine({
          productID: 38,
          productName: 'Gyros-Teller',
          quantity: 1,
          variantName: 'Groß',
          dressing: 'Tzatziki',
          totalPrice: 12,
          lineDetail: 'sauce-and-variant',
          requiredChoice: 'sauce',
        }),
      ],
    });
    expect(screen.getByRole('link', { name: '0176 1234567' })).toHaveAttribute('href', 'tel:01761234567');
    expect(screen.getByText('Muster GmbH')).toBeInTheDocument();
    expect(screen.getByText('Hauptstraße 5, 12345 Musterstadt')).toBeInTheDocument();
    expect(screen.getByText('Extras: Salami')).toBeInTheDocument();
    expect(screen.getByText('Dip: Knoblauch')).toBeInTheDocument();
    expect(screen.getByText('Sauce: Tzatziki')).toBeInTheDocument();
    expect(screen.getByText('Groß')).toBeInTheDocument();
    expect(screen.getByText('Bitte gut durch')).toBeInTheDocument();
    expect(screen.getByText('Hinterhaus')).toBeInTheDocument();
    expect(screen.getByText('Rabatt (PIZZA10)')).toBeInTheDocument();
    expect(screen.getByText('15,75 €')).toBeInTheDocument();
  });

  it('leaves out the e-mail row when the order has none (a phone order)', () => {
    renderModal({ channel: 'telefon', email: '' });
    const customer = screen.getByRole('region', { name: 'Kunde' });
    expect(within(customer).queryByText('E-Mail')).toBeNull();
    expect(within(customer).getByText('Telefon')).toBeInTheDocument();
  });

  it('leaves out the address for pickup', () => {
    renderModal({ deliveryMethod: 'abholung' });
    expect(screen.queryByText(/Hauptstraße/)).toBeNull();
  });
});
