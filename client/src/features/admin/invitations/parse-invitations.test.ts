import { describe, expect, it } from 'vitest';
import { checkInvitations, parseInvitationLines, problemsByLine } from './parse-invitations';

describe('reading the invitation form', () => {
  it('reads "email", "email, role" and "email, role, name", the role in any case', () => {
    expect(
      parseInvitationLines(
        'ada@club.test\nben@club.test, Designer\ncy@club.test, admin, Cy Ndiaye',
        'member',
      ),
    ).toEqual([
      { line: 1, email: 'ada@club.test', role: 'member', name: null },
      { line: 2, email: 'ben@club.test', role: 'designer', name: null },
      { line: 3, email: 'cy@club.test', role: 'admin', name: 'Cy Ndiaye' },
    ]);
  });

  it('gives a line without a role the default role, and keeps a comma inside the name', () => {
    expect(parseInvitationLines('ada@club.test, , Okafor, Ada', 'designer')).toEqual([
      { line: 1, email: 'ada@club.test', role: 'designer', name: 'Okafor, Ada' },
    ]);
  });

  it('skips blank lines but counts them in the line numbers', () => {
    const lines = parseInvitationLines('\n  \nada@club.test\r\n\r\nben@club.test', 'member');
    expect(lines.map(({ line, email }) => [line, email])).toEqual([
      [3, 'ada@club.test'],
      [5, 'ben@club.test'],
    ]);
  });

  it('tells each problem by the line it is on, with the shared messages', () => {
    const lines = parseInvitationLines(
      'ada@club.test\n\nnot-an-email\nben@club.test, captain',
      'member',
    );
    expect(checkInvitations(lines).problems).toEqual([
      'Line 3: Enter a valid email address',
      'Line 4: Role must be member, designer or admin',
    ]);
  });

  it('asks for an address when there is none', () => {
    expect(checkInvitations([]).problems).toEqual(['Enter at least one email address']);
  });

  it('sends the addresses in lower case, a missing name as null', () => {
    const lines = parseInvitationLines('Ada@Club.Test, member', 'member');
    expect(checkInvitations(lines).request).toEqual({
      invitations: [{ email: 'ada@club.test', role: 'member', name: null }],
    });
  });

  it("reads the server's field names the same way, and keeps a message of no line as it is", () => {
    const lines = parseInvitationLines('ada@club.test\n\nben@club.test', 'member');
    expect(
      problemsByLine(lines, [
        { field: 'invitations.1.email', message: 'Enter a valid email address' },
        { field: 'invitations', message: 'At most 200 invitations at once' },
      ]),
    ).toEqual(['Line 3: Enter a valid email address', 'At most 200 invitations at once']);
  });
});
