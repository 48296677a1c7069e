import { addDays, formatMinutes, minutesOf } from './clock';
import type { CapacitySettings } from './settings';
import { SLOT_STEP_MINUTES } from './slots';

/** What one order adds to its 15-minute slot. */
export interface KitchenLoad {
  orders: number;
  pizzas: number;
}

/**
 * What the order's lines add; only lines of categories the owner marked "zählt für die
 * Küchenkapazität" (the demo menu: Pizza and Calzone, which go through the oven) count as pizzas.
 */
export function orderLoad(items: readonly { category_id: number; quantity: number }[], ovenCategoryIds: ReadonlySet<number>): KitchenLoad {
  const pizzas = items.filter((item) => ovenCategoryIds.has(item.category_id)).reduce((sum, item) => sum + item.quantity, 0);
  return { orders: 1, pizzas };
}

export function capacityLimited(capacity: CapacitySettings): boolean {
  return capacity.maxOrdersPerSlot !== null || capacity.maxPizzasPerSlot !== null;
}

/** Whether `added` still fits into a slot that already carries `load`. */
export function fitsInSlot(load: KitchenLoad, added: KitchenLoad, capacity: CapacitySettings): boolean {
  if (capacity.maxOrdersPerSlot !== null && load.orders + added.orders > capacity.maxOrdersPerSlot) return false;
  if (capacity.maxPizzasPerSlot !== null && added.pizzas > 0 && load.pizzas + added.pizzas > capacity.maxPizzasPerSlot) return false;
  return true;
}

/** A slot nobody can add an order to any more (the slot picker leaves it out). */
export function slotIsFull(load: KitchenLoad, capacity: CapacitySettings): boolean {
  if (capacity.maxOrdersPerSlot !== null && load.orders >= capacity.maxOrdersPerSlot) return true;
  return capacity.maxPizzasPerSlot !== null && load.pizzas >= capacity.maxPizzasPerSlot;
}

/** The quarter hour an order is due in: its wanted time, or for "as soon as possible" the quarter after now + lead time. */
export function slotOf(time: string): string {
  const minutes = minutesOf(time);
  return formatMinutes(minutes - (minutes % SLOT_STEP_MINUTES));
}

/** The first quarter hour that starts at or after `minutes` past midnight of `date` (rolling over midnight). */
export function quarterAtOrAfter(date: string, minutes: number): { date: string; time: string } {
  const rounded = Math.ceil(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  const dayShift = Math.floor(rounded / (24 * 60));
  return { date: addDays(date, dayShift), time: formatMinutes(rounded - dayShift * 24 * 60) };
}

export const CAPACITY_MESSAGES = {
  slotFull: 'Dieses Zeitfenster ist leider ausgebucht. Bitte wählen Sie eine andere Uhrzeit.',
  noSlotLeft: 'Heute ist die Küche leider ausgebucht. Bitte wählen Sie eine Vorbestellung für einen anderen Tag.',
  asapMoved: (time: string) => `Die Küche ist ausgelastet: frühestens um ${time} Uhr.`,
} as const;
