import { useEffect, useState } from 'react';
import { ORDER_FLOW_SETTINGS_DEFAULTS, SHOP_TIMEZONE_DEFAULT, type PreorderSettings } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';

interface PreorderRule {
  dueMinutesBefore: number;
  timeZone: string;
}

/**
 * The owner's "pre-orders reach the kitchen N minutes before their time" (GET
 * /api/admin/settings/preorders), read at start and after every reconnect; the seeded default until then.
 */
export function usePreorderRule(): PreorderRule {
  const { onConnect } = useAdminSession();
  const [rule, setRule] = useState<PreorderRule>({ dueMinutesBefore: ORDER_FLOW_SETTINGS_DEFAULTS.preorders.dueMinutesBefore, timeZone: SHOP_TIMEZONE_DEFAULT });
  useEffect(() => {
    let active = true;
    const load = () =>
      api.get<{ preorders: PreorderSettings; timezone: string }>('/admin/settings/preorders', { auth: true }).then(
        (reply) => {
          // An answer without the setting (an older server) keeps the default.
          const minutes = reply?.preorders?.dueMinutesBefore;
          if (active && typeof minutes === 'number') setRule({ dueMinutesBefore: minutes, timeZone: reply.timezone || SHOP_TIMEZONE_DEFAULT });
        },
        () => undefined,
      );
    void load();
    const off = onConnect(() => void load());
    return () => {
      active = false;
      off();
    };
  }, [onConnect]);
  return rule;
}
