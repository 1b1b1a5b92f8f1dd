import type { NewsArticle } from '@common/content';
import { useQuery } from '@tanstack/react-query';

export function useNews() {
  return useQuery<NewsArticle[]>({ queryKey: ['/api/news'] });
}
