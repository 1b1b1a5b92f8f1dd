// One member of the directory: their name, role, subteam, year and major from their team card, and
// a link for each detail they share (an email to write, a number to call, a chat handle to copy).
import { type DirectoryMember, telHref } from '@common/members/directory';
import { AtSign, Mail, Phone } from 'lucide-react';

const contactClasses =
  'flex min-w-0 items-center gap-2 rounded-md py-1 font-medium text-accent-700 hover:underline';

export function MemberCard({ member }: { member: DirectoryMember }) {
  const studies = [member.year, member.major].filter(Boolean).join(' · ');
  const shares = member.email || member.phone || member.chat;
  return (
    <li className="flex flex-col rounded-card border border-slate-200 p-5">
      <h2 className="wrap-break-word font-bold text-lg text-slate-900">{member.name}</h2>
      {member.role && <p className="wrap-break-word text-slate-700">{member.role}</p>}
      {member.subteam && (
        <p className="mt-2">
          <span className="inline-block rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-800 text-xs">
            {member.subteam}
          </span>
        </p>
      )}
      {studies && <p className="mt-2 wrap-break-word text-slate-600 text-sm">{studies}</p>}
      {shares ? (
        <ul aria-label={`How to reach ${member.name}`} className="mt-3 space-y-1 text-sm">
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`} className={contactClasses}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{member.email}</span>
              </a>
            </li>
          )}
          {member.phone && (
            <li>
              <a href={telHref(member.phone)} className={contactClasses}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{member.phone}</span>
              </a>
            </li>
          )}
          {member.chat && (
            <li className="flex min-w-0 items-center gap-2 py-1 text-slate-800">
              <AtSign aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="sr-only">Chat: </span>
              <span className="break-all">{member.chat}</span>
            </li>
          )}
        </ul>
      ) : (
        <p className="mt-3 text-slate-500 text-sm">No contact details shared.</p>
      )}
    </li>
  );
}
