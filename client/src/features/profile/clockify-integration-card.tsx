// The profile's time-tracking card (decision 20): connected or not configured, the three setup
// steps, and the key input that connects or updates.

import {
  CLOCKIFY_API_KEY_REQUIRED,
  type ClockifyUserStatus,
  updateApiKeySchema,
} from '@common/time-tracking/time-tracking';
import { type FormEvent, useState } from 'react';
import { SectionError } from '@/components/section-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useClockifyStatus } from '@/features/time-tracking/sync/use-clockify-status';
import { toast } from '@/lib/toast-store';
import { ClockifySetupSteps } from './clockify-setup-steps';
import { RemoveClockifyKeyButton } from './remove-clockify-key-button';
import { useUpdateClockifyKey } from './use-clockify-key';

export function ClockifyIntegrationCard() {
  const status = useClockifyStatus(true);
  return (
    <section
      aria-labelledby="clockify-heading"
      className="mt-8 rounded-card border border-slate-200 p-6"
    >
      <h2 id="clockify-heading" className="font-bold text-xl">
        Clockify time tracking
      </h2>
      {status.isPending && <Skeleton className="mt-4 h-20" />}
      {status.isError && (
        <SectionError message="Failed to check your Clockify connection. Please try again later." />
      )}
      {status.data && (
        <>
          <ConnectionState status={status.data} />
          <h3 className="mt-8 font-bold">How to connect</h3>
          <ClockifySetupSteps />
          <ApiKeyForm connected={status.data.hasApiKey} />
        </>
      )}
    </section>
  );
}

function ConnectionState({ status }: { status: ClockifyUserStatus }) {
  if (!status.hasApiKey) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Badge tone="grey">Not configured</Badge>
        <p className="text-slate-700">Connect your Clockify account to track time on this site.</p>
      </div>
    );
  }
  // Clockify cannot be used now (not responding, the key refused): say so instead of "Connected".
  const { problem, user } = status;
  return (
    <div
      className={`mt-4 flex flex-wrap items-start justify-between gap-4 rounded-lg p-4 ${problem ? 'bg-red-50' : 'bg-green-50'}`}
    >
      <div>
        {problem ? (
          <p role="alert" className="font-semibold text-red-800">
            {problem}
          </p>
        ) : (
          <Badge tone="green">Connected</Badge>
        )}
        {user && (
          <p className="mt-2 text-slate-800">
            {problem ? 'Clockify account:' : 'Connected as'}{' '}
            <span className="font-semibold">{user.name}</span>
            <span className="block break-all text-slate-600 text-sm">{user.email}</span>
          </p>
        )}
      </div>
      <RemoveClockifyKeyButton />
    </div>
  );
}

function ApiKeyForm({ connected }: { connected: boolean }) {
  const [apiKey, setApiKey] = useState('');
  const update = useUpdateClockifyKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateApiKeySchema.safeParse({ apiKey });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CLOCKIFY_API_KEY_REQUIRED;
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    update.mutate(parsed.data.apiKey, { onSuccess: () => setApiKey('') });
  };

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="clockify-api-key" className="font-medium text-slate-800 text-sm">
          {connected ? 'New Clockify API key' : 'Clockify API key'}
        </label>
        <input
          id="clockify-api-key"
          type="password"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={inputClasses}
        />
      </div>
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Checking…' : connected ? 'Update' : 'Connect'}
      </Button>
    </form>
  );
}
