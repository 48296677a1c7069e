import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_FLOW_SETTINGS_DEFAULTS, type PreorderSettings } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { useStaffClock } from '../../staff/staff-clock';

interface PreorderRule {
  dueMinutesBefore: number;
  timeZone: string;
}

interface PreorderAnswer {
  preorders?: PreorderSettings;
}

/** An answer without the setting (an older server) keeps the default. */
function readMinutes(reply: PreorderAnswer | null): number {
  const minutes = reply?.preorders?.dueMinutesBefore;
  return typeof minutes === 'number' ? minutes : ORDER_FLOW_SETTINGS_DEFAULTS.preorders.dueMinutesBefore;
}

/**
 * The owner's "pre-orders reach the kitchen N minutes before their time" (GET
 * /api/admin/settings/preorders), read at start and after every reconnect; the seeded default until
 * then. Due times are in the shop's zone (the staff clock's).
 */
export function usePreorderRule(): PreorderRule {
  const { timeZone } = useStaffClock();
  const { data = ORDER_FLOW_SETTINGS_DEFAULTS.preorders.dueMinutesBefore } = useQuery({
    queryKey: ['staff', 'preorder-rule'],
    queryFn: () => api.get<PreorderAnswer | null>('/admin/settings/preorders', { auth: true }),
    select: readMinutes,
  });
  return useMemo(() => ({ dueMinutesBefore: data, timeZone }), [data, timeZone]);
}
