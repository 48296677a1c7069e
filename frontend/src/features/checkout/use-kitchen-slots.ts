import { useEffect, useState } from 'react';
import type { DeliveryMethod } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

export interface KitchenSlots {
  /** Quarter hours the kitchen cannot take another order for. */
  fullSlots: string[];
  /** Where "So schnell wie möglich" lands now, when the kitchen is full at the usual time. */
  asapMovedTo: string | null;
}

const NONE: KitchenSlots = { fullSlots: [], asapMovedTo: null };

interface SlotsAnswer {
  fullSlots: string[];
  asap: { date: string; time: string } | null;
  asapMoved: boolean;
}

/** The kitchen's booked-out slots for a day, asked again when the day or the method changes. */
export function useKitchenSlots(date: string, deliveryMethod: DeliveryMethod): KitchenSlots {
  const [slots, setSlots] = useState<KitchenSlots>(NONE);
  useEffect(() => {
    setSlots(NONE);
    if (!date) return;
    const controller = new AbortController();
    api
      .get<SlotsAnswer>(`/slots?date=${encodeURIComponent(date)}&deliveryMethod=${deliveryMethod}`, { signal: controller.signal })
      .then((answer) => setSlots({ fullSlots: answer.fullSlots ?? [], asapMovedTo: answer.asapMoved && answer.asap ? answer.asap.time : null }))
      // Without the answer every slot is offered; the server still refuses a full one with its message.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Freie Zeiten der Küche konnten nicht geladen werden.', error);
      });
    return () => controller.abort();
  }, [date, deliveryMethod]);
  return slots;
}
