// The fields of the member's own card, each edited in place as in the website editor; its name and
// role are the admins' and only shown.
import type { OwnTeamCard } from '@common/team/team-card';
import { FileUpload } from '@/components/file-upload';
import { imagePickerProps } from '@/components/image-upload';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { MemberPhoto } from '@/components/member-photo';
import { Badge } from '@/components/ui/badge';
import { useClubConfig } from '@/features/club/use-club-config';
import { roleBadgeTone } from '@/lib/format';
import { GraduationRequest } from './graduation-request';
import { useSaveCardField, useUploadCardPhoto } from './use-team-card';

const NO_SUBTEAM = '';

export function OwnCardFields({ card }: { card: OwnTeamCard }) {
  const save = useSaveCardField();
  const photo = useUploadCardPhoto();
  const subteams = useClubConfig().data?.subteams ?? [];
  const subteamChoices = [
    { value: NO_SUBTEAM, label: 'No subteam' },
    // A subteam the club has since dropped stays the card's until the member changes it.
    ...[...new Set([...subteams, ...(card.subteam ? [card.subteam] : [])])].map((name) => ({
      value: name,
      label: name,
    })),
  ];
  return (
    <>
      <p className="mt-2 text-slate-700">
        This is your card in the team section of the home page. Change a field with its pencil; the
        home page shows it at once.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <MemberPhoto name={card.name} imageUrl={card.imageUrl} size="size-20 text-xl" />
        <div className="min-w-0">
          <p className="font-bold text-lg">{card.name}</p>
          <Badge tone={roleBadgeTone(card.role)}>{card.role}</Badge>
          <p className="mt-1 text-slate-600 text-sm">Your name and role are set by the admins.</p>
        </div>
        <FileUpload
          {...imagePickerProps}
          label="Change your photo"
          idleText="Change photo"
          send={photo.send}
          onUploaded={photo.onUploaded}
        />
      </div>
      <div className="mt-6 grid gap-4">
        <InlineEdit
          kind="multiline"
          label="Bio"
          showLabel
          value={card.bio}
          onSave={(value) => save('bio', value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InlineEdit
            label="Major"
            showLabel
            value={card.major}
            onSave={(value) => save('major', value)}
          />
          <InlineEdit
            label="Year"
            showLabel
            value={card.year}
            onSave={(value) => save('year', value)}
          />
          <InlineEdit
            kind="select"
            label="Subteam"
            showLabel
            options={subteamChoices}
            value={card.subteam ?? NO_SUBTEAM}
            display={(value) => value || 'No subteam'}
            onSave={(value) => save('subteam', value || null)}
          />
          <InlineEdit
            label="LinkedIn"
            showLabel
            inputType="url"
            value={card.linkedIn}
            emptyText="Not given"
            onSave={(value) => save('linkedIn', value)}
          />
        </div>
        {card.graduationYear !== null && (
          <InlineEdit
            label="Where you went after the club"
            showLabel
            value={card.alumniNote}
            emptyText="Not given"
            onSave={(value) => save('alumniNote', value)}
          />
        )}
      </div>
      <GraduationRequest card={card} />
    </>
  );
}
