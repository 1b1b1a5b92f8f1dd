// The signed-in person's mail settings: which notices they get. Account mail always goes.
import { MAIL_SETTINGS_PATH, type MailSettings, mailSettingsSchema } from '@common/admin/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: (saved) => {
      queryClient.setQueryData(MAIL_SETTINGS_KEY, saved);
      toast({ title: 'Success', description: 'Email settings saved' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to save your email settings.',
        variant: 'destructive',
      }),
  });
}
