// Inviting people by email: one address or a list, each line "email", "email, role" or
// "email, role, name", with a default role for lines without one. The shared schema checks the lines
// before they go; what each address came to is listed under the form after sending.
import {
  type InvitationOutcome,
  type InvitationOutcomeItem,
  type InvitationRole,
  invitationRoles,
  MAX_INVITATIONS,
} from '@common/admin/mail';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api';
import type { BadgeTone } from '@/lib/format';
import { toastAdminMutationError } from '../admin-mutation-error';
import { RoleSelect } from '../users/role-select';
import {
  checkInvitations,
  type InvitationLine,
  parseInvitationLines,
  problemsByLine,
} from './parse-invitations';
import { useSendInvitations } from './use-invitations';

const outcomeBadges: Record<InvitationOutcome, { tone: BadgeTone; label: string }> = {
  invited: { tone: 'green', label: 'Invited' },
  'has-account': { tone: 'grey', label: 'Has an account' },
  'already-invited': { tone: 'blue', label: 'Already invited' },
};

/** Why the invitations did not go: a summary and one line per problem. */
interface Refusal {
  message?: string;
  problems: string[];
}

export function InviteForm() {
  const ids = { field: useId(), help: useId(), role: useId(), problems: useId() };
  const [text, setText] = useState('');
  const [defaultRole, setDefaultRole] = useState<InvitationRole>('member');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [outcomes, setOutcomes] = useState<InvitationOutcomeItem[]>([]);
  const send = useSendInvitations();

  const refusedBy = (lines: InvitationLine[], error: Error) => {
    if (error instanceof ApiRequestError && error.status === 400) {
      const problems = Object.entries(error.fieldErrors).map(([field, message]) => ({
        field,
        message,
      }));
      setRefusal({
        message: error.serverMessage,
        problems: [...new Set(problemsByLine(lines, problems))],
      });
      return;
    }
    toastAdminMutationError(error, 'Failed to send the invitations. Please try again.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = parseInvitationLines(text, defaultRole);
    const { request, problems } = checkInvitations(lines);
    setOutcomes([]);
    if (!request) {
      setRefusal({ problems: [...new Set(problems)] });
      return;
    }
    setRefusal(null);
    send.mutate(request, {
      onSuccess: (result) => {
        setOutcomes(result.results);
        setText('');
      },
      onError: (error) => refusedBy(lines, error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <label htmlFor={ids.field} className="font-medium text-slate-800">
        Email addresses
      </label>
      <p id={ids.help} className="text-slate-600 text-sm">
        One person per line: an email address, optionally followed by a role and a name, separated
        by commas. Up to {MAX_INVITATIONS} at once.
      </p>
      <textarea
        id={ids.field}
        aria-describedby={refusal ? `${ids.help} ${ids.problems}` : ids.help}
        aria-invalid={refusal ? true : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={5}
        spellCheck={false}
        autoComplete="off"
        placeholder={'ada.okafor@example.edu\nben.lee@example.edu, designer, Ben Lee'}
        className={`${inputClasses} font-mono text-sm`}
      />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <RoleSelect
          id={ids.role}
          label="Default role"
          value={defaultRole}
          choices={invitationRoles}
          onChange={setDefaultRole}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send invitations'}
        </Button>
      </div>
      {refusal && (
        <div
          id={ids.problems}
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          {refusal.message && <p className="font-semibold">{refusal.message}</p>}
          {refusal.problems.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {refusal.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">No invitation was sent.</p>
        </div>
      )}
      {outcomes.length > 0 && <InvitationOutcomes outcomes={outcomes} />}
    </form>
  );
}

function InvitationOutcomes({ outcomes }: { outcomes: InvitationOutcomeItem[] }) {
  return (
    <section aria-label="What each address came to" className="mt-4">
      <ul className="divide-y divide-slate-200 rounded-card border border-slate-200">
        {outcomes.map(({ email, outcome, message }) => (
          <li key={email} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
            <Badge tone={outcomeBadges[outcome].tone}>{outcomeBadges[outcome].label}</Badge>
            {/* The message names the address. */}
            <span className="min-w-0 break-words text-slate-800">{message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
