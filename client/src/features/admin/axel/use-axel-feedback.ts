// What designers thought of Axel's answers, for the admin panel (decision 39).
import { AXEL_FEEDBACK_PATH, axelFeedbackListSchema } from '@common/axel/axel-conversations';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

export const AXEL_FEEDBACK_KEY = [AXEL_FEEDBACK_PATH] as const;

export function useAxelFeedback() {
  return useQuery({
    queryKey: AXEL_FEEDBACK_KEY,
    queryFn: () => apiJson(axelFeedbackListSchema, 'GET', AXEL_FEEDBACK_PATH),
    retry: retryUnlessUnauthorized,
  });
}
