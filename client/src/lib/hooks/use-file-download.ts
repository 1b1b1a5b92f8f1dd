import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../api';
import { downloadFile } from '../download-file';
import { toast } from '../toast-store';

export interface FileToDownload {
  url: string;
  /** Saved under this name when the server names none. */
  fallbackName: string;
}

/** Downloads a file; a failure toasts the server's message, else `failure`. */
export function useFileDownload(failure: string) {
  return useMutation({
    mutationFn: ({ url, fallbackName }: FileToDownload) => downloadFile(url, fallbackName),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? failure,
        variant: 'destructive',
      }),
  });
}
