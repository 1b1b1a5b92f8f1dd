// Test support: the JSON the local Clockify server answers, shaped as integrations saw the live API
// answer (docs/clockify.md): UserDtoV1, workspaces, projects with ISO-8601 durations, and time
// entries with their hydrated project, task, tags and user.
import { randomBytes } from 'node:crypto';

/** A refusal, answered as Clockify's `{ message, code }` body with its HTTP status. */
export class ClockifyHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface ClockifyUserRecord {
  id: string;
  name: string;
  email: string;
  /** A workspace admin sees everyone's time in reports. */
  admin: boolean;
}

export interface ClockifyProjectRecord {
  id: string;
  name: string;
  color: string;
  duration: string | null;
  archived: boolean;
}

export interface ClockifyEntryRecord {
  id: string;
  userId: string;
  workspaceId: string;
  description: string;
  projectId: string | null;
  start: Date;
  end: Date | null;
}

/** Everything the local Clockify server holds: one workspace that every member belongs to. */
export interface ClockifyWorkspaceRecord {
  id: string;
  /** The members by their API key. */
  users: Map<string, ClockifyUserRecord>;
  projects: ClockifyProjectRecord[];
  entries: ClockifyEntryRecord[];
}

/** A Clockify id: 24 hexadecimal digits. */
export const newClockifyId = () => randomBytes(12).toString('hex');

/** v1 timestamps: yyyy-MM-ddThh:mm:ssZ. */
export const clockifyTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** Seconds as Clockify writes durations: PT1H2M3S, PT8H, PT0S. */
export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.floor(totalSeconds % 60);
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${parts || '0S'}`;
}

export function toUserDto(user: ClockifyUserRecord, workspaceId: string) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    activeWorkspace: workspaceId,
    defaultWorkspace: workspaceId,
    memberships: [],
    profilePicture: '',
    settings: { timeZone: 'Europe/Berlin', weekStart: 'MONDAY' },
    status: 'ACTIVE',
    customFields: [],
  };
}

export function toWorkspaceDto(workspaceId: string) {
  return {
    id: workspaceId,
    name: 'Club Workspace',
    memberships: [],
    workspaceSettings: {},
    hourlyRate: { amount: 0, currency: 'USD' },
    costRate: { amount: 0, currency: 'USD' },
    imageUrl: '',
    featureSubscriptionType: null,
    features: [],
    subdomain: { name: null, enabled: false },
  };
}

export function toProjectDto(project: ClockifyProjectRecord, workspaceId: string) {
  return {
    id: project.id,
    name: project.name,
    color: project.color,
    duration: project.duration,
    archived: project.archived,
    billable: false,
    clientId: '',
    clientName: '',
    public: true,
    template: false,
    note: '',
    memberships: [],
    hourlyRate: null,
    estimate: { estimate: 'PT0S', type: 'AUTO' },
    timeEstimate: null,
    workspaceId,
  };
}

/** v1's interval: `end` and `duration` null while the timer runs. */
export function toTimeInterval(entry: ClockifyEntryRecord) {
  return {
    start: clockifyTime(entry.start),
    end: entry.end && clockifyTime(entry.end),
    duration: entry.end && isoDuration((entry.end.getTime() - entry.start.getTime()) / 1000),
  };
}

/** A time entry as v1 answers it; hydrated, with its project and its owner. */
export function toEntryDto(
  entry: ClockifyEntryRecord,
  workspace: ClockifyWorkspaceRecord,
  { hydrated }: { hydrated: boolean },
) {
  const common = {
    id: entry.id,
    description: entry.description,
    tagIds: [],
    billable: false,
    isLocked: false,
    type: 'REGULAR',
    customFieldValues: [],
    timeInterval: toTimeInterval(entry),
    workspaceId: entry.workspaceId,
  };
  if (!hydrated) {
    return { ...common, userId: entry.userId, projectId: entry.projectId, taskId: null };
  }
  const project = workspace.projects.find((candidate) => candidate.id === entry.projectId);
  const user = [...workspace.users.values()].find((candidate) => candidate.id === entry.userId);
  return {
    ...common,
    project: project ? toProjectDto(project, entry.workspaceId) : null,
    task: null,
    tags: [],
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
  };
}
