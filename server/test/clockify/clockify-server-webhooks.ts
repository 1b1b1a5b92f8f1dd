// Test support: the webhooks of the local Clockify server (docs/clockify.md, Webhooks). A workspace
// admin lists, registers and deletes them; a free workspace holds at most 3. Each change to an
// entry is delivered by POST to every webhook registered for its event and source, signed with the
// webhook's `authToken`. Deliveries go out one after another, in the order of the changes, so a
// test sees the stop of a timer before the start that caused it.
import { randomBytes } from 'node:crypto';
import {
  type ClockifyEntryRecord,
  ClockifyHttpError,
  type ClockifyUserRecord,
  type ClockifyWorkspaceRecord,
  newClockifyId,
  toTimeInterval,
} from './clockify-server-shapes';

export const WEBHOOK_EVENTS = [
  'NEW_TIMER_STARTED',
  'TIMER_STOPPED',
  'NEW_TIME_ENTRY',
  'TIME_ENTRY_UPDATED',
  'TIME_ENTRY_DELETED',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const TRIGGER_SOURCE_TYPES = ['WORKSPACE_ID', 'USER_ID'] as const;
type TriggerSourceType = (typeof TRIGGER_SOURCE_TYPES)[number];

/** Webhook and API limitations (Clockify help): a Free workspace may have 3 webhooks in total. */
const FREE_PLAN_WEBHOOKS = 3;
/** A receiver that does not answer within this long counts as unreachable. */
const DELIVERY_TIMEOUT_MS = 5_000;

export interface ClockifyWebhookRecord {
  id: string;
  name: string;
  url: string;
  webhookEvent: WebhookEvent;
  triggerSource: string[];
  triggerSourceType: TriggerSourceType;
  authToken: string;
  enabled: boolean;
  workspaceId: string;
  userId: string;
}

export interface WebhookDelivery {
  event: WebhookEvent;
  url: string;
  /** The receiver's HTTP status, 0 when it was unreachable or silent. */
  status: number;
}

const accessDenied = () => new ClockifyHttpError(403, 'Access Denied', 501);
const invalid = (message: string) => new ClockifyHttpError(400, message, 501);

const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  values.some((candidate) => candidate === value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item: unknown) => typeof item === 'string');

/** The webhooks of the workspace, the routes that manage them, and their deliveries. */
export function createWebhooks(workspace: ClockifyWorkspaceRecord) {
  const registered: ClockifyWebhookRecord[] = [];
  const sent: WebhookDelivery[] = [];
  let queue = Promise.resolve();

  const requireAdmin = (asker: ClockifyUserRecord) => {
    if (!asker.admin) throw accessDenied();
  };

  /** The entry as a delivery carries it, written when the change happened. */
  function payloadOf(entry: ClockifyEntryRecord) {
    const project = workspace.projects.find((candidate) => candidate.id === entry.projectId);
    const user = [...workspace.users.values()].find((candidate) => candidate.id === entry.userId);
    return JSON.stringify({
      id: entry.id,
      description: entry.description,
      userId: entry.userId,
      workspaceId: entry.workspaceId,
      projectId: entry.projectId,
      project: project ? { id: project.id, name: project.name, color: project.color } : null,
      user: user ? { id: user.id, name: user.name, email: user.email } : null,
      timeInterval: toTimeInterval(entry),
    });
  }

  async function deliver(webhook: ClockifyWebhookRecord, event: WebhookEvent, body: string) {
    let status = 0;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Clockify-Signature': webhook.authToken,
          'Clockify-Webhook-Event-Type': event,
        },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    sent.push({ event, url: webhook.url, status });
  }

  return {
    list: () => [...registered],
    deliveries: () => [...sent],
    /** Resolves when every delivery queued so far has been answered or has failed. */
    flush: () => queue,

    /** Queues a delivery of the change to every webhook that listens for it. */
    announce(event: WebhookEvent, entry: ClockifyEntryRecord) {
      const body = payloadOf(entry);
      for (const webhook of registered) {
        const source = webhook.triggerSourceType === 'USER_ID' ? entry.userId : entry.workspaceId;
        if (
          webhook.enabled &&
          webhook.webhookEvent === event &&
          webhook.triggerSource.includes(source)
        )
          queue = queue.then(() => deliver(webhook, event, body));
      }
    },

    /** `GET /workspaces/{wid}/webhooks` */
    listRoute(asker: ClockifyUserRecord) {
      requireAdmin(asker);
      return { webhooks: [...registered], workspaceWebhookCount: registered.length };
    },

    /** `POST /workspaces/{wid}/webhooks` */
    registerRoute(body: Record<string, unknown>, asker: ClockifyUserRecord): ClockifyWebhookRecord {
      requireAdmin(asker);
      const { name, url, webhookEvent, triggerSource, triggerSourceType } = body;
      if (typeof name !== 'string' || name.trim() === '') throw invalid('name: must not be blank');
      if (!isHttpUrl(url)) throw invalid('url: must be a valid http(s) URL');
      if (!isOneOf(WEBHOOK_EVENTS, webhookEvent))
        throw invalid(`webhookEvent: must be one of ${WEBHOOK_EVENTS.join(', ')}`);
      if (!isOneOf(TRIGGER_SOURCE_TYPES, triggerSourceType))
        throw invalid(`triggerSourceType: must be one of ${TRIGGER_SOURCE_TYPES.join(', ')}`);
      if (!isIdList(triggerSource)) throw invalid('triggerSource: must be a list of ids');
      if (registered.length >= FREE_PLAN_WEBHOOKS)
        throw new ClockifyHttpError(403, 'Webhook limit reached for this workspace', 501);
      const webhook: ClockifyWebhookRecord = {
        id: newClockifyId(),
        name,
        url,
        webhookEvent,
        triggerSource,
        triggerSourceType,
        authToken: randomBytes(32).toString('base64url'),
        enabled: true,
        workspaceId: workspace.id,
        userId: asker.id,
      };
      registered.push(webhook);
      return webhook;
    },

    /** `DELETE /workspaces/{wid}/webhooks/{id}` */
    deleteRoute(webhookId: string, asker: ClockifyUserRecord) {
      requireAdmin(asker);
      const index = registered.findIndex((webhook) => webhook.id === webhookId);
      const [removed] = index === -1 ? [] : registered.splice(index, 1);
      if (!removed) throw invalid("Webhook doesn't belong to Workspace");
      return removed;
    },
  };
}

export type TestWebhooks = ReturnType<typeof createWebhooks>;
