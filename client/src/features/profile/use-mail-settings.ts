// The signed-in person's mail settings: which notices they get. Account mail always goes.
import { MAIL_SETTINGS_PATH, type MailSettings, mailSettingsSchema } from '@common/admin/mail';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

export const MAIL_SETTINGS_KEY = [MAIL_SETTINGS_PATH] as const;

export function useMailSettings(enabled: boolean) {
  return useQuery({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: () => apiJson(mailSettingsSchema, 'GET', MAIL_SETTINGS_PATH),
    enabled,
  });
}

/** Sends every setting at once (the PUT replaces them), and keeps what the server answers. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) =>
      apiJson(mailSettingsSchema, 'PUT', MAIL_SETTINGS_PATH, settings),
    ...emailSettingSaved(queryClient, MAIL_SETTINGS_KEY),
  });
}

/** A saved email setting: the server's answer kept under its key, and a toast either way. */
export function emailSettingSaved(queryClient: QueryClient, key: readonly unknown[]) {
  return {
    onSuccess: (saved: unknown) => {
      queryClient.setQueryData(key, saved);
      toast({ title: 'Success', description: 'Email settings saved' });
    },
    onError: (error: Error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to save your email settings.',
        variant: 'destructive',
      }),
  };
}
