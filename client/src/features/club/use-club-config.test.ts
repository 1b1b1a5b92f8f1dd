import type { ClubConfig } from '@common/club/club-config';
import { DEFAULT_CLUB_NAME, DEFAULT_MEETING, DEFAULT_TAGLINE } from '@common/club/club-facts';
import { describe, expect, it } from 'vitest';
import { clubStat } from './use-club-config';

const config = (stats: Partial<ClubConfig>): ClubConfig => ({
  clubName: DEFAULT_CLUB_NAME,
  tagline: DEFAULT_TAGLINE,
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
  timeZone: 'America/Denver',
  activeMembers: null,
  foundingYear: null,
  buildHours: null,
  ...stats,
});

describe('a club figure as visitors read it', () => {
  it("is the club's own where it has one", () => {
    const club = config({ activeMembers: '31', foundingYear: '2019', buildHours: '1,800+' });

    expect(clubStat(club, 'activeMembers')).toBe('31');
    expect(clubStat(club, 'foundingYear')).toBe('2019');
    expect(clubStat(club, 'buildHours')).toBe('1,800+');
  });

  it('is the fallback where the club has none, or while the settings load', () => {
    expect(clubStat(config({}), 'activeMembers')).toBe('25+');
    expect(clubStat(config({}), 'foundingYear')).toBe('2024');
    expect(clubStat(undefined, 'buildHours')).toBe('100+');
  });
});
