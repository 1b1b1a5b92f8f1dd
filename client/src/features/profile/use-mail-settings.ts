// The signed-in person's mail settings: which notices they get. Account mail always goes.
import { MAIL_SETTINGS_PATH, type MailSettings } from '@common/admin/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

export const MAIL_SETTINGS_KEY = [MAIL_SETTINGS_PATH] as const;

export function useMailSettings(enabled: boolean) {
  return useQuery<MailSettings>({ queryKey: MAIL_SETTINGS_KEY, enabled });
}

/** Sends every setting at once (the PUT replaces them), and keeps what the server answers. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: MailSettings) =>
      (await (await apiRequest('PUT', MAIL_SETTINGS_PATH, settings)).json()) as MailSettings,
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
