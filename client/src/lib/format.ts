// Small display rules (initials, role badges, times), written once.
import type { Role } from '@common/auth/access';

/** The first letters of the first two words of a name, at most 2 characters (a missing photo). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export type BadgeTone = 'red' | 'blue' | 'green' | 'grey' | 'amber';

/** Role badges by role, case-insensitive: admin red, designer blue, member green, else grey. */
export function roleBadgeTone(role: string): BadgeTone {
  switch (role.trim().toLowerCase()) {
    case 'admin':
      return 'red';
    case 'designer':
      return 'blue';
    case 'member':
      return 'green';
    default:
      return 'grey';
  }
}

/** A role as the admin panel names it. */
export const roleLabels: Record<Role, string> = {
  pending: 'Pending',
  member: 'Member',
  designer: 'Designer',
  admin: 'Admin',
};

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date (YYYY-MM-DD) as people read it; any other text is shown as it is. */
export function formatIsoDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

// Timestamps (a sign-up, a change) read in the reader's own time zone.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp as "Mar 3, 2026". */
export const formatDay = (iso: string): string => day.format(new Date(iso));

/** An ISO timestamp as "Mar 3, 2026, 4:05 PM". */
export const formatDayAndTime = (iso: string): string => dayAndTime.format(new Date(iso));

const entryStart = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A time entry's start as "MMM d, h:mm a" ("Mar 3, 4:05 PM"), or "Unknown time". */
export function formatEntryStart(iso: string | null | undefined): string {
  const start = iso ? new Date(iso) : undefined;
  return start && !Number.isNaN(start.getTime()) ? entryStart.format(start) : 'Unknown time';
}
const count = new Intl.NumberFormat('en-US');

/** A whole number with thousands separators: 12345 -> "12,345". */
export const formatCount = (value: number): string => count.format(value);

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** US dollars; an amount under a dollar keeps up to 4 decimals, so that $0.0042 is not "$0.00". */
export const formatUsd = (amount: number): string =>
  (Math.abs(amount) < 1 ? cents : dollars).format(amount);

const MINUTE_MS = 60_000;

/**
 * How long before `now` an ISO timestamp was: "just now" under a minute (and for a time a little
 * ahead, as another machine's clock may be), "3 min ago", "2 hours ago", "4 days ago".
 */
export function formatTimeAgo(iso: string, now: Date): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return 'at an unknown time';
  const minutes = Math.floor((now.getTime() - then) / MINUTE_MS);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
