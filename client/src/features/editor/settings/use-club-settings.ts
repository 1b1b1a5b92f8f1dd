// The Club settings tab's read and writes. A save sends one setting (or the whole list of social
// accounts, or the meeting) to PUT /api/club-config; its answer becomes the admins' copy, and the
// public settings and the Dashboard's checklist are read again, so that the site shows the change.
import {
  ADMIN_CLUB_CONFIG_PATH,
  type ClubSettings,
  clubSettingsFields,
  clubSettingsSchema,
  SITE_CHECKLIST_PATH,
} from '@common/club/club-config';
import { CLUB_CONFIG_PATH } from '@common/club/club-facts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CLUB_CONFIG_KEY } from '@/features/club/use-club-config';
import { ApiRequestError } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { failureMessage } from '@/lib/failure-message';
import { toast } from '@/lib/toast-store';

/**
 * The client's copy of the rules. Plain http is taken here as outside production; where the server
 * is stricter, its message shows beside the field.
 */
export const clubSettingsRules = clubSettingsFields({ allowHttp: true });
type Rules = typeof clubSettingsRules;
export type SettingName = keyof Rules;

/** What a save may send: any settings, as typed. */
export type SettingsDraft = { [Name in SettingName]?: z.input<Rules[Name]> };

/** The settings as stored; other parts of the editor read them too (a card's subteams). */
export const clubSettingsQuery = queryOptions({
  queryKey: [ADMIN_CLUB_CONFIG_PATH],
  queryFn: () => apiJson(clubSettingsSchema, 'GET', ADMIN_CLUB_CONFIG_PATH),
});

export function useClubSettings() {
  return useQuery(clubSettingsQuery);
}

/** Thrown by a refused save: the message to show beside the field, and the server's per-field ones. */
export class SettingRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SettingRefused';
  }
}

export function useSaveClubSettings() {
  const queryClient = useQueryClient();

  /** Saves the settings; rejects with SettingRefused when a rule or the server refuses them. */
  return async (draft: SettingsDraft): Promise<void> => {
    const update: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(draft) as [SettingName, unknown][]) {
      const checked = clubSettingsRules[name].safeParse(value);
      if (!checked.success) {
        throw new SettingRefused(checked.error.issues[0]?.message ?? 'This value is not allowed');
      }
      update[name] = checked.data;
    }
    let settings: ClubSettings;
    try {
      settings = await apiJson(clubSettingsSchema, 'PUT', CLUB_CONFIG_PATH, update);
    } catch (error) {
      const description = failureMessage(error);
      toast({ title: 'Failed to update club settings', description, variant: 'destructive' });
      throw new SettingRefused(description, fieldErrorsOf(error));
    }
    queryClient.setQueryData([ADMIN_CLUB_CONFIG_PATH], settings);
    await Promise.all([
      // Read again even where the pages only use the copy written into the HTML (not refetched).
      queryClient.fetchQuery({ queryKey: CLUB_CONFIG_KEY, staleTime: 0 }),
      queryClient.invalidateQueries({ queryKey: [SITE_CHECKLIST_PATH] }),
    ]);
    toast({ title: 'Club settings updated successfully!' });
  };
}

const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.fieldErrors : {};

/** The message of a refused save, for the field beside which it shows. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Failed to save. Please try again.';
