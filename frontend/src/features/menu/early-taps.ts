/**
 * Taps on the products of the server-rendered menu that land before the app has taken the page
 * over. The app starts only after the first paint (main.tsx), and on a slow phone a customer taps
 * a "+" well before that: the tap is kept here and the menu plays it back once it runs. The entry
 * imports this module, so it imports nothing itself.
 */
export interface EarlyTap {
  /** The card's data-product-id. */
  productId: string;
  /** The button's data-product-action: 'choose' (the card, its "+") or 'info'. */
  action: string;
}

let taps: EarlyTap[] = [];

function record(event: MouseEvent): void {
  const button = (event.target as Element).closest?.<HTMLElement>('button[data-product-action]');
  const card = button?.closest<HTMLElement>('[data-product-id]');
  if (button && card) taps.push({ productId: card.dataset.productId!, action: button.dataset.productAction! });
}

/** Keeps every tap on a product from now on; in the capture phase, so nothing on the page can swallow it first. */
export function recordEarlyTaps(doc: Document): void {
  doc.addEventListener('click', record, true);
}

/** The app handles taps itself from here on: recording stops, so no tap counts twice. */
export function endEarlyTaps(doc: Document): void {
  doc.removeEventListener('click', record, true);
}

/** The recorded taps, in order, each handed out once. */
export function takeEarlyTaps(): EarlyTap[] {
  const taken = taps;
  taps = [];
  return taken;
}
