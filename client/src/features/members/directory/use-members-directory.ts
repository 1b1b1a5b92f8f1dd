// A page of the members' directory as the server searches it; the page shown stays while the next
// loads, so the list does not blink at each key.
import {
  MEMBERS_DIRECTORY_PATH,
  type MembersDirectoryQuery,
  membersDirectorySchema,
} from '@common/members/directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';

export function useMembersDirectory({
  page = 1,
  search = '',
  subteam = '',
}: MembersDirectoryQuery) {
  return useQuery({
    queryKey: [MEMBERS_DIRECTORY_PATH, page, search, subteam],
    queryFn: () =>
      apiJson(
        membersDirectorySchema,
        'GET',
        `${MEMBERS_DIRECTORY_PATH}?${new URLSearchParams({ page: String(page), search, subteam })}`,
      ),
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });
}
