// The invitation form's text: one person per line, "email", "email, role" or "email, role, name".
// Blank lines are skipped; a line without a role takes the form's default role. Each line keeps its
// number, so that a problem the schema or the server finds is told by the line the admin typed.
import { type InvitationRole, invitationsRequestSchema } from '@common/admin/mail';

/** One line as typed: the role is any text until the schema checks it. */
export interface InvitationLine {
  /** 1-based, counting blank lines too. */
  line: number;
  email: string;
  role: string;
  name: string | null;
}

export function parseInvitationLines(text: string, defaultRole: InvitationRole): InvitationLine[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    if (raw.trim() === '') return [];
    const [email = '', role = '', ...name] = raw.split(',').map((field) => field.trim());
    // A name may hold a comma ("Okafor, Ada"): everything after the role is the name.
    return [
      {
        line: index + 1,
        email,
        role: role.toLowerCase() || defaultRole,
        name: name.join(', ').trim() || null,
      },
    ];
  });
}

/** A problem of one field ("invitations.2.email", as the API names it) or of the whole request. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Each problem as the admin reads it: "Line 3: Enter a valid email address". */
export function problemsByLine(lines: InvitationLine[], problems: FieldProblem[]): string[] {
  return problems.map(({ field, message }) => {
    const index = /^invitations\.(\d+)(\.|$)/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)]?.line;
    return line === undefined ? message : `Line ${line}: ${message}`;
  });
}

/** The request to send, or the problems the shared schema finds in it, by line. */
export function checkInvitations(lines: InvitationLine[]) {
  const checked = invitationsRequestSchema.safeParse({
    invitations: lines.map(({ email, role, name }) => ({ email, role, name })),
  });
  if (checked.success) return { request: checked.data, problems: [] };
  const problems = checked.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  return { request: undefined, problems: problemsByLine(lines, problems) };
}
