import { useQuery } from '@tanstack/react-query';
import { ORDER_FLOW_SETTINGS_DEFAULTS, SHOP_TIMEZONE_DEFAULT, type PreorderSettings } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

interface PreorderRule {
  dueMinutesBefore: number;
  timeZone: string;
}

const SEEDED: PreorderRule = { dueMinutesBefore: ORDER_FLOW_SETTINGS_DEFAULTS.preorders.dueMinutesBefore, timeZone: SHOP_TIMEZONE_DEFAULT };

interface PreorderAnswer {
  preorders?: PreorderSettings;
  timezone?: string;
}

/** An answer without the setting (an older server) keeps the default. */
function readRule(reply: PreorderAnswer | null): PreorderRule {
  const minutes = reply?.preorders?.dueMinutesBefore;
  return typeof minutes === 'number' ? { dueMinutesBefore: minutes, timeZone: reply?.timezone || SHOP_TIMEZONE_DEFAULT } : SEEDED;
}

/**
 * The owner's "pre-orders reach the kitchen N minutes before their time" (GET
 * /api/admin/settings/preorders), read at start and after every reconnect; the seeded default until then.
 */
export function usePreorderRule(): PreorderRule {
  const { data } = useQuery({
    queryKey: ['staff', 'preorder-rule'],
    queryFn: () => api.get<PreorderAnswer | null>('/admin/settings/preorders', { auth: true }),
    select: readRule,
  });
  return data ?? SEEDED;
}
