// The answers of the /api/clockify routes (spec sections 3 and 7) as the client reads them.

export interface ClockifyUserStatus {
  hasApiKey: boolean;
  /** The Clockify account the stored key belongs to. */
  user: { name: string; email: string } | null;
}

export interface ClockifyProject {
  id: string;
  name: string;
  color: string;
  /** ISO-8601 total tracked on the project, e.g. "PT12H30M". */
  duration: string | null;
}

export interface TimeEntry {
  id: string;
  description: string;
  project: { name: string; color: string } | null;
  user: { name: string };
  /** A running entry has a start and no end. */
  timeInterval: { start: string | null; end: string | null };
  duration: string | null;
}

export interface StartTimerInput {
  description: string;
  projectId?: string;
}
