// The club's settings (issue: club settings): read by every visitor through the public cache, read
// and changed by admins. A change and its audit row are written in one transaction. A replaced
// upload stays stored: an older version may show it again (decision 36).
import { and, count, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import {
  AUTOMATIC,
  type ClubConfig,
  type ClubSettings,
  type ClubSettingsUpdate,
  DEFAULT_RULES_DOCUMENT_TITLE,
} from '../../../common/club/club-config';
import {
  DEFAULT_CLUB_NAME,
  DEFAULT_MEETING,
  DEFAULT_TAGLINE,
} from '../../../common/club/club-facts';
import { CLUB_SETTINGS_ID } from '../../../common/editor/history';
import type { Database } from '../../db/database';
import { clubConfig, teamMembers, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';
import { teamBuildHours } from '../time-tracking/team-hours';
import { storedDocument } from '../uploads/document-store';
import { keepForMembers } from '../uploads/uploaded-files';

type CachedDeps = Pick<Deps, 'db' | 'publicCache'>;
type ClubConfigRow = typeof clubConfig.$inferSelect;

/** The zone the server's clock runs in: the club's until an admin sets one. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The settings of a club that has never saved any: the columns' defaults. */
const defaultSettings = (): ClubSettings => ({
  clubName: DEFAULT_CLUB_NAME,
  tagline: null,
  logoUrl: null,
  heroImageUrl: null,
  signupFormUrl: null,
  sponsorBrochureUrl: null,
  donationUrl: null,
  subteams: [],
  groupTeamBySubteam: false,
  contactEmail: null,
  socialLinks: [],
  meeting: DEFAULT_MEETING,
  timeZone: serverTimeZone(),
  activeMembers: null,
  foundingYear: null,
  buildHours: null,
  rulesDocumentUrl: null,
  rulesDocumentTitle: DEFAULT_RULES_DOCUMENT_TITLE,
  rulesDocumentRevision: null,
  rulesDocumentDate: null,
});

function toSettings(row: ClubConfigRow): ClubSettings {
  return {
    clubName: row.clubName,
    tagline: row.tagline,
    logoUrl: row.logoUrl,
    heroImageUrl: row.heroImageUrl,
    signupFormUrl: row.signupFormUrl,
    sponsorBrochureUrl: row.sponsorBrochureUrl,
    donationUrl: row.donationUrl,
    subteams: row.subteams,
    groupTeamBySubteam: row.groupTeamBySubteam === 1,
    contactEmail: row.contactEmail,
    socialLinks: row.socialLinks,
    meeting: {
      day: row.meetingDay,
      startTime: row.meetingStartTime,
      endTime: row.meetingEndTime,
      place: row.meetingPlace,
    },
    timeZone: row.timeZone ?? serverTimeZone(),
    activeMembers: row.activeMembers,
    foundingYear: row.foundingYear,
    buildHours: row.buildHours,
    rulesDocumentUrl: row.rulesDocumentUrl,
    rulesDocumentTitle: row.rulesDocumentTitle,
    rulesDocumentRevision: row.rulesDocumentRevision,
    rulesDocumentDate: row.rulesDocumentDate,
  };
}

/** The settings as stored, read from the database (admins see their change at once). */
export async function readClubSettings(db: Pick<Database, 'select'>): Promise<ClubSettings> {
  const [row] = await db.select().from(clubConfig).where(eq(clubConfig.id, 1));
  return row ? toSettings(row) : defaultSettings();
}

/**
 * Accounts that count as the club's members: approved and not deactivated, and not an alumnus's
 * (an account whose team card has a graduation year), who the team section counts apart.
 */
async function countActiveMembers(db: Database): Promise<string> {
  const graduatedCard = db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, users.id), isNotNull(teamMembers.graduationYear)));
  const [counted] = await db
    .select({ members: count() })
    .from(users)
    .where(and(eq(users.isActive, 1), ne(users.role, 'pending'), notExists(graduatedCard)));
  return String(counted?.members ?? 0);
}

interface CachedClubConfig {
  settings: ClubSettings;
  /** The public figure: typed, counted, or null for the fallback. */
  activeMembers: string | null;
}

/** The settings visitors see, from the public cache: the same object until an edit or expiry. */
function cachedClubConfig({ db, publicCache }: CachedDeps): Promise<CachedClubConfig> {
  return publicCache.get('club-config', async () => {
    const settings = await readClubSettings(db);
    // Counted with the cached settings, so an approval or deactivation shows once the entry
    // expires: the automatic count may be up to a minute old.
    const activeMembers =
      settings.activeMembers === AUTOMATIC ? await countActiveMembers(db) : settings.activeMembers;
    return { settings, activeMembers };
  });
}

/** The settings as the public cache holds them: no read of the database while they are cached. */
export async function readCachedClubSettings(deps: CachedDeps): Promise<ClubSettings> {
  return (await cachedClubConfig(deps)).settings;
}

/**
 * GET /api/club-config: what every visitor sees. Automatic build hours are the team's Clockify total
 * laid over the cached entry rather than cached with it, so that a renewed total shows at once; null
 * (the fallback) while no total is known.
 */
export async function getClubConfig(
  deps: CachedDeps & Pick<Deps, 'timeTracking'>,
): Promise<ClubConfig> {
  const cached = await cachedClubConfig(deps);
  const { settings } = cached;
  const buildHours =
    settings.buildHours === AUTOMATIC
      ? (teamBuildHours(deps.timeTracking.teamHours) ?? null)
      : settings.buildHours;
  // The same object while neither changes: pages rendered from it are then kept by one comparison.
  const made = visibleConfigs.get(cached);
  if (made?.buildHours === buildHours) return made;
  const config = visibleConfig(cached, buildHours);
  visibleConfigs.set(cached, config);
  return config;
}

const visibleConfigs = new WeakMap<CachedClubConfig, ClubConfig>();

function visibleConfig(
  { settings, activeMembers }: CachedClubConfig,
  buildHours: string | null,
): ClubConfig {
  return {
    clubName: settings.clubName,
    tagline: settings.tagline ?? DEFAULT_TAGLINE,
    logoUrl: settings.logoUrl,
    heroImageUrl: settings.heroImageUrl,
    signupFormUrl: settings.signupFormUrl,
    sponsorBrochureUrl: settings.sponsorBrochureUrl,
    donationUrl: settings.donationUrl,
    subteams: settings.subteams,
    groupTeamBySubteam: settings.groupTeamBySubteam,
    contactEmail: settings.contactEmail,
    socialLinks: settings.socialLinks,
    meeting: settings.meeting,
    timeZone: settings.timeZone,
    activeMembers,
    foundingYear: settings.foundingYear,
    buildHours,
  };
}

function toColumns({ meeting, groupTeamBySubteam, ...fields }: ClubSettingsUpdate) {
  return {
    ...fields,
    ...(groupTeamBySubteam !== undefined && { groupTeamBySubteam: groupTeamBySubteam ? 1 : 0 }),
    ...(meeting && {
      meetingDay: meeting.day,
      meetingStartTime: meeting.startTime,
      meetingEndTime: meeting.endTime,
      meetingPlace: meeting.place,
    }),
  };
}

/** PUT /api/club-config: changes the fields sent; answers the settings as now stored. */
export async function updateClubSettings(
  { db, publicCache }: Pick<Deps, 'db' | 'publicCache'>,
  update: ClubSettingsUpdate,
  actor: Actor,
  action: 'update' | 'restore' = 'update',
): Promise<ClubSettings> {
  const saved = await db.transaction(async (tx) => {
    await tx.insert(clubConfig).values({ id: 1 }).onConflictDoNothing();
    const [stored] = await tx.select().from(clubConfig).where(eq(clubConfig.id, 1)).for('update');
    const [updated] = await tx
      .update(clubConfig)
      .set({ ...toColumns(update), updatedAt: new Date() })
      .where(eq(clubConfig.id, 1))
      .returning();
    if (!stored || !updated) throw new Error('the club_config row is missing after its insert');
    await followMeetingChange(tx, stored, updated);
    const after = toSettings(updated);
    // A stored PDF named as the members' rules document stays theirs after it is replaced.
    const rulesDocument = storedDocument(after.rulesDocumentUrl);
    if (rulesDocument) await keepForMembers(tx, rulesDocument.url);
    // Records nothing when no field changed.
    await recordVersion(tx, actor, {
      action,
      entity: 'club-settings',
      entityId: CLUB_SETTINGS_ID,
      before: { ...toSettings(stored) },
      after: { ...after },
    });
    return after;
  });
  publicCache.invalidate('club-config');
  // The public events carry their times at the club's offset, and the weekly meeting among them.
  if (update.timeZone !== undefined || update.meeting) publicCache.invalidate('events');
  return saved;
}

/**
 * The weekly meeting's series (server/features/events/meeting-series.ts) follows the settings: a
 * change of its place or the club's zone is one more change for calendars, and a new day or time
 * starts the series again from this week.
 */
async function followMeetingChange(tx: Database, before: ClubConfigRow, after: ClubConfigRow) {
  const moved =
    before.meetingDay !== after.meetingDay ||
    before.meetingStartTime !== after.meetingStartTime ||
    before.meetingEndTime !== after.meetingEndTime;
  if (!moved && before.meetingPlace === after.meetingPlace && before.timeZone === after.timeZone) {
    return;
  }
  await tx
    .update(clubConfig)
    .set({
      meetingSequence: sql`${clubConfig.meetingSequence} + 1`,
      ...(moved && { meetingSince: new Date() }),
    })
    .where(eq(clubConfig.id, 1));
}
