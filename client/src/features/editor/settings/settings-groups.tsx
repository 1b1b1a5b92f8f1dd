// The groups of the Club settings tab, in the order a club thinks of them: who we are, how to join,
// what sponsors read, how to reach us, when we meet, our figures, and what members get.
import type { ClubConfig, ClubSettings } from '@common/club/club-config';
import { DEFAULT_TAGLINE } from '@common/club/club-facts';
import { MAX_DOCUMENT_BYTES } from '@common/club/uploads';
import { formatIsoDate } from '@/lib/format';
import { memberResourceEditor } from '../editor-entities';
import { EntityTab } from '../entity-tab';
import { DocumentSetting } from './fields/document-setting';
import { ImageSetting } from './fields/image-setting';
import { MeetingEditor } from './fields/meeting-editor';
import { MeetingOccurrences } from './fields/meeting-occurrences';
import { SocialLinksEditor } from './fields/social-links-editor';
import { StatSetting } from './fields/stat-setting';
import { TextSetting } from './fields/text-setting';
import { RulebookReadingNote } from './rulebook-reading-note';
import { SettingsSection } from './settings-section';

const documentLimit = `At most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`;

export function IdentitySettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection id="settings-identity" title="Identity">
      <TextSetting name="clubName" label="Club name" value={settings.clubName} />
      <TextSetting
        name="tagline"
        label="Tagline"
        value={settings.tagline}
        multiline
        emptyText={`The default: ${DEFAULT_TAGLINE}`}
        hint="The line under the club's name on the home page. Leave it empty to show the default."
      />
      <ImageSetting
        name="logoUrl"
        kind="logo"
        label="Logo"
        value={settings.logoUrl}
        hint="PNG, JPEG, WebP, GIF or AVIF, at most 8 MB."
        previewClassName="size-16"
      />
      <ImageSetting
        name="heroImageUrl"
        kind="hero"
        label="Hero image"
        value={settings.heroImageUrl}
        hint="The wide photo in the home page's hero, also shown when a link to the site is shared. PNG, JPEG, WebP, GIF or AVIF, at most 8 MB."
        previewClassName="h-24 w-40"
      />
    </SettingsSection>
  );
}

export function JoinSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection id="settings-join" title="Join">
      <TextSetting
        name="signupFormUrl"
        label="Signup form URL"
        value={settings.signupFormUrl}
        inputType="url"
        hint="The form opens on /join. Leave empty and Sign Up Now leads to the contact form."
      />
    </SettingsSection>
  );
}

export function BrochureSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection id="settings-brochure" title="Sponsor brochure">
      <DocumentSetting
        name="sponsorBrochureUrl"
        kind="brochure"
        label="Sponsor brochure"
        value={settings.sponsorBrochureUrl}
        hint={`The PDF that the Sponsor Brochure button opens. ${documentLimit}`}
      />
      <TextSetting
        name="donationUrl"
        label="Donation link"
        value={settings.donationUrl}
        inputType="url"
        hint="Where the Donate button on /sponsors leads: the club's page on your university's giving site or a payment provider. https:// only. Leave empty to hide the button."
      />
    </SettingsSection>
  );
}

export function ContactSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection id="settings-contact" title="Contact">
      <TextSetting
        name="contactEmail"
        label="Contact email"
        value={settings.contactEmail}
        inputType="email"
      />
      <SocialLinksEditor saved={settings.socialLinks} />
    </SettingsSection>
  );
}

export function MeetingSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection id="settings-meeting" title="Meetings">
      <MeetingEditor saved={settings.meeting} />
      <TextSetting
        name="timeZone"
        label="Time zone"
        value={settings.timeZone}
        hint="The zone the meeting and the club's events are kept in, as an IANA name such as America/Denver or Europe/Berlin. Until it is set, the server's zone."
      />
      <MeetingOccurrences />
    </SettingsSection>
  );
}

export function StatsSettings({
  settings,
  shown,
}: {
  settings: ClubSettings;
  /** The figures as visitors see them, once read. */
  shown?: ClubConfig;
}) {
  return (
    <SettingsSection
      id="settings-stats"
      title="Stats"
      intro="The figures on the home page. A figure that is not set shows the starter value."
    >
      <StatSetting
        name="activeMembers"
        label="Active members"
        saved={settings.activeMembers}
        automaticLabel="active member accounts"
        example="30 or 25+"
        shown={shown}
      />
      <StatSetting
        name="foundingYear"
        label="Founding year"
        saved={settings.foundingYear}
        example="2024"
        shown={shown}
      />
      <StatSetting
        name="buildHours"
        label="Build hours"
        saved={settings.buildHours}
        automaticLabel="the team's Clockify hours"
        example="1,800 or 100+"
        shown={shown}
      />
    </SettingsSection>
  );
}

export function MembersSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection
      id="settings-members"
      title="Members area"
      intro="What active members find on /members: the rules document, and the team's links and resources."
    >
      <DocumentSetting
        name="rulesDocumentUrl"
        kind="rules-document"
        label="Rules document"
        value={settings.rulesDocumentUrl}
        hint={`The competition rules as a PDF. ${documentLimit}`}
      >
        <RulebookReadingNote documentUrl={settings.rulesDocumentUrl} />
      </DocumentSetting>
      <TextSetting
        name="rulesDocumentTitle"
        label="Rules document title"
        value={settings.rulesDocumentTitle}
      />
      <TextSetting
        name="rulesDocumentRevision"
        label="Revision"
        value={settings.rulesDocumentRevision}
        hint="For example C."
      />
      <TextSetting
        name="rulesDocumentDate"
        label="Rules document date"
        value={settings.rulesDocumentDate}
        inputType="date"
        display={formatIsoDate}
      />
      <EntityTab entity={memberResourceEditor} />
    </SettingsSection>
  );
}
