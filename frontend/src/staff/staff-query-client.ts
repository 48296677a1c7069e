import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * A counter window behind another one stays visible, so its visibility never changes when staff
 * come back to it; its focus does. Either makes the screens read what may have changed meanwhile.
 */
function refetchOnFocusOrVisibility(): void {
  focusManager.setEventListener((handleFocus) => {
    const listener = () => handleFocus();
    window.addEventListener('visibilitychange', listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

/**
 * The staff screens' one cache of server state. Pushed socket events write into it; a refused
 * request (4xx) is not retried, since asking again gets the same answer; a network error or a
 * 5xx is, a few times.
 */
export function createStaffQueryClient(): QueryClient {
  refetchOnFocusOrVisibility();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
