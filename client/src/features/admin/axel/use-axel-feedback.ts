// What designers thought of Axel's answers, for the admin panel (decision 39).
import { AXEL_FEEDBACK_PATH, type AxelFeedbackList } from '@common/axel/axel-conversations';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';

export const AXEL_FEEDBACK_KEY = [AXEL_FEEDBACK_PATH] as const;

export function useAxelFeedback() {
  return useQuery<AxelFeedbackList>({
    queryKey: AXEL_FEEDBACK_KEY,
    retry: retryUnlessUnauthorized,
  });
}
