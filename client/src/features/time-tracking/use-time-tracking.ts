// The dashboard's data and timers, with their toasts. Only the dashboard reads projects and
// entries, and it shows only once a key exists; entries every 30 s and again after a start or stop,
// as is the sync status (decision 29), whose count of waiting entries a start or stop changes.
// While a start or stop waits for Clockify, both are read every 5 s, as often as the server tries
// to send it, so that the member sees it go through: these reads cost no Clockify call.

import {
  type ClockifyProject,
  clockifyProjectsSchema,
  type StartTimer,
  type TimeEntry,
  timeEntriesSchema,
  timeEntrySchema,
} from '@common/time-tracking/time-tracking';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '@/features/auth/use-auth';
import { ApiRequestError, serverMessageOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

const PROJECTS_PATH = '/api/clockify/projects';
const TIME_ENTRIES_PATH = '/api/clockify/time-entries';
export const PROJECTS_KEY = [PROJECTS_PATH] as const;
export const TIME_ENTRIES_KEY = [TIME_ENTRIES_PATH] as const;
export const SYNC_STATUS_KEY = ['/api/clockify/sync-status'] as const;
export const TIME_ENTRIES_REFETCH_MS = 30_000;
export const WHILE_WAITING_REFETCH_MS = 5_000;
const PROJECTS_REFETCH_MS = 10 * 60_000;

/**
 * Read from the server's record (no Clockify call): asked again every 10 minutes, and with the
 * entries while it is empty, as after a first read that Clockify failed.
 */
export function useProjects() {
  return useQuery({
    queryKey: PROJECTS_KEY,
    queryFn: () => apiJson(clockifyProjectsSchema, 'GET', PROJECTS_PATH),
    refetchInterval: (query) =>
      query.state.data?.length ? PROJECTS_REFETCH_MS : TIME_ENTRIES_REFETCH_MS,
  });
}

export function useTimeEntries() {
  return useQuery({
    queryKey: TIME_ENTRIES_KEY,
    queryFn: () => apiJson(timeEntriesSchema, 'GET', TIME_ENTRIES_PATH),
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.waiting)
        ? WHILE_WAITING_REFETCH_MS
        : TIME_ENTRIES_REFETCH_MS,
  });
}

/** Starts a timer (the server stops a running one first); toasts what it tracks. */
export function useStartTimer(projects: readonly ClockifyProject[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartTimer) =>
      apiJson(timeEntrySchema, 'POST', `${TIME_ENTRIES_PATH}/start`, input),
    onSuccess: (started, input) => {
      const project = projects.find((candidate) => candidate.id === input.projectId);
      toast({
        title: 'Timer started',
        description: `Tracking: ${input.description} on ${project?.name ?? 'No project'}`,
      });
      // The server stopped any other running timer, so only the new entry runs.
      queryClient.setQueryData<TimeEntry[]>(TIME_ENTRIES_KEY, (entries = []) => [
        started,
        ...entries.filter((entry) => entry.id !== started.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: SYNC_STATUS_KEY });
      return queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY });
    },
    onError: (error) =>
      toastClockifyError(queryClient, error, {
        signedOut: 'Please log in to start tracking time',
        fallback: 'Failed to start timer',
      }),
  });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiJson(timeEntrySchema, 'PUT', `${TIME_ENTRIES_PATH}/${encodeURIComponent(entryId)}/stop`),
    onSuccess: (stopped) => {
      toast({ title: 'Timer stopped', description: 'Time entry completed' });
      queryClient.setQueryData<TimeEntry[]>(TIME_ENTRIES_KEY, (entries) =>
        entries?.map((entry) => (entry.id === stopped.id ? stopped : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: SYNC_STATUS_KEY });
      return queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY });
    },
    onError: (error) =>
      toastClockifyError(queryClient, error, {
        signedOut: 'Please log in to stop tracking time',
        fallback: 'Failed to stop timer',
      }),
  });
}

/** A lost session asks to log in (and the page shows its prompt), else the
 * server's message or the fallback. */
export function toastClockifyError(
  queryClient: QueryClient,
  error: Error,
  texts: { signedOut: string; fallback: string },
): void {
  const signedOut = error instanceof ApiRequestError && error.status === 401;
  toast({
    title: 'Error',
    description: signedOut ? texts.signedOut : (serverMessageOf(error) ?? texts.fallback),
    variant: 'destructive',
  });
  if (signedOut) void queryClient.resetQueries({ queryKey: AUTH_USER_KEY });
  // 409: the timer changed elsewhere (another tab or Clockify itself); show what runs now.
  if (error instanceof ApiRequestError && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY });
  }
}
