import type { ClockifyUserStatus } from '@common/time-tracking';
import { useQuery } from '@tanstack/react-query';

export const CLOCKIFY_STATUS_KEY = ['/api/clockify/user-status'] as const;

/** Spec section 7: whether the member has a Clockify key, asked only of a signed-in account. */
export function useClockifyStatus(enabled: boolean) {
  return useQuery<ClockifyUserStatus>({ queryKey: CLOCKIFY_STATUS_KEY, enabled });
}
