// The editor's reads and writes of the link between a team card and a member's account: who the
// cards name, the active members an admin may pick, and linking, unlinking, confirming or refusing,
// each with its toast.
import {
  ADMIN_USERS_PATH,
  type AdminUser,
  adminUserSchema,
  adminUsersPageSchema,
  displayName,
} from '@common/admin/admin';
import { accountState } from '@common/auth/access';
import { adminTeamMemberSchema } from '@common/editor/editor';
import {
  TEAM_CARD_ACCOUNTS_PATH,
  TEAM_CARD_PATH,
  teamCardAccountPath,
} from '@common/team/team-card';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { retryUnlessUnauthorized } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { type ToastInput, toast } from '@/lib/toast-store';
import { type Entry, teamMemberEditor } from '../editor-entities';
import { useEditorEntries } from '../entries/use-editor-entries';
import { accountIdsOf, keptCards } from './card-accounts';

/** How many matching members the picker offers; a longer search narrows them. */
const MAX_CHOICES = 8;

const readUsers = (page: number, search = '') =>
  apiJson(
    adminUsersPageSchema,
    'GET',
    `${ADMIN_USERS_PATH}?${new URLSearchParams({ page: String(page), search })}`,
  );

/**
 * The accounts every team card names, by id. One read serves all the cards of the tab: each card
 * asks with the same key, which changes when a card names another account.
 */
export function useCardAccounts() {
  const cards = useEditorEntries(teamMemberEditor);
  const ids = accountIdsOf(cards.data ?? []);
  const accounts = useQuery({
    queryKey: ['team-card-accounts', ...ids],
    queryFn: async () =>
      Object.fromEntries(
        (await apiJson(z.array(adminUserSchema), 'GET', TEAM_CARD_ACCOUNTS_PATH)).map((user) => [
          user.id,
          user,
        ]),
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });
  return { accounts, keptBy: keptCards(cards.data ?? []) };
}

/** The active members whose name or email holds the search (nothing before one is typed). */
export function useAccountChoices(search: string) {
  const query = useQuery({
    // The user list's own key: /admin's search and this one share what they read.
    queryKey: [ADMIN_USERS_PATH, 1, search],
    queryFn: () => readUsers(1, search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessUnauthorized,
  });
  const choices = (query.data?.items ?? [])
    .filter((user) => accountState(user) === 'active')
    .slice(0, MAX_CHOICES);
  return { query, choices: search === '' ? [] : choices };
}

/** What a change of a card's account says: its toast when done, the title of its failure. */
export interface AccountChangeWords {
  done: ToastInput;
  failed: string;
}

export const accountWords = {
  link: (account: AdminUser, card: string): AccountChangeWords => ({
    done: {
      title: 'Account linked successfully!',
      description: `${displayName(account)} keeps the card of ${card}.`,
    },
    failed: 'Failed to link account',
  }),
  confirm: (account: AdminUser | undefined, card: string): AccountChangeWords => ({
    done: {
      title: 'Claim confirmed successfully!',
      description: `${account ? displayName(account) : 'The member'} keeps the card of ${card}.`,
    },
    failed: 'Failed to confirm claim',
  }),
  refuse: (card: string): AccountChangeWords => ({
    done: { title: 'Claim refused', description: `No account keeps the card of ${card}.` },
    failed: 'Failed to refuse claim',
  }),
  unlink: (card: string): AccountChangeWords => ({
    done: {
      title: 'Account unlinked successfully!',
      description: `No account keeps the card of ${card}.`,
    },
    failed: 'Failed to unlink account',
  }),
};

/** Runs a change of a card's account (a Link, a Confirm…); answers whether it was saved. */
export type Changing = (change: () => Promise<boolean>) => Promise<boolean>;

/**
 * Sets the account that keeps the card, or none (which also clears a claim): answers whether it
 * was saved. The server's refusal ("Choose an active member's account") is the failure's toast.
 */
export function useSetCardAccount(card: Entry) {
  const queryClient = useQueryClient();
  return async (userId: string | null, words: AccountChangeWords): Promise<boolean> => {
    try {
      await apiJson(adminTeamMemberSchema, 'PUT', teamCardAccountPath(card.id), { userId });
    } catch (error) {
      toast({ title: words.failed, description: failureMessage(error), variant: 'destructive' });
      return false;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [teamMemberEditor.adminListPath] }),
      // An admin may keep a card of their own, which their profile shows.
      queryClient.invalidateQueries({ queryKey: [TEAM_CARD_PATH] }),
    ]);
    toast(words.done);
    return true;
  };
}
