// The member's own team card as /profile reads and changes it: each change is checked with the
// editor's own rule first, then saved, and the team list of / is read anew.
import { teamMemberFields } from '@common/editor/editor';
import {
  type OwnCardField,
  type OwnTeamCard,
  ownTeamCardSchema,
  TEAM_CARD_CLAIM_PATH,
  TEAM_CARD_GRADUATION_PATH,
  TEAM_CARD_PATH,
  TEAM_CARD_PHOTO_PATH,
  type TeamCardState,
  teamCardStateSchema,
} from '@common/team/team-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '@/lib/api';
import { apiJson } from '@/lib/api-json';
import { toast } from '@/lib/toast-store';

export const TEAM_CARD_KEY = [TEAM_CARD_PATH] as const;
const PUBLIC_TEAM_KEY = ['/api/team-members'] as const;

export function useTeamCard() {
  return useQuery({
    queryKey: TEAM_CARD_KEY,
    queryFn: () => apiJson(teamCardStateSchema, 'GET', TEAM_CARD_PATH),
  });
}

function useCardWritten() {
  const queryClient = useQueryClient();
  return (card: OwnTeamCard | null) => {
    queryClient.setQueryData<TeamCardState>(TEAM_CARD_KEY, (state) =>
      state ? { ...state, card } : state,
    );
    void queryClient.invalidateQueries({ queryKey: PUBLIC_TEAM_KEY });
  };
}

/** Saves one field; a refusal (the rule's or the server's) rejects with the message to show. */
export function useSaveCardField() {
  const written = useCardWritten();
  return async (field: OwnCardField, value: unknown) => {
    const checked = teamMemberFields[field].safeParse(value);
    if (!checked.success) {
      throw new Error(checked.error.issues[0]?.message ?? 'This value is not allowed');
    }
    try {
      written(
        await apiJson(ownTeamCardSchema.nullable(), 'PUT', TEAM_CARD_PATH, {
          [field]: checked.data,
        }),
      );
    } catch (error) {
      throw new Error(serverMessageOf(error) ?? 'Failed to save your card. Please try again.');
    }
    toast({ title: 'Your card is updated' });
  };
}

export function useUploadCardPhoto() {
  const written = useCardWritten();
  return {
    send: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return apiJson(ownTeamCardSchema.nullable(), 'POST', TEAM_CARD_PHOTO_PATH, body);
    },
    onUploaded: async (card: OwnTeamCard | null) => {
      written(card);
      toast({ title: 'Your photo is updated' });
    },
  };
}

const failed = (description: string) => (error: unknown) =>
  toast({
    title: 'Error',
    description: serverMessageOf(error) ?? description,
    variant: 'destructive',
  });

export function useClaimCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson(teamCardStateSchema, 'POST', TEAM_CARD_CLAIM_PATH),
    onSuccess: (state) => {
      queryClient.setQueryData(TEAM_CARD_KEY, state);
      toast({ title: 'Claim sent', description: 'An admin will confirm that the card is yours.' });
    },
    onError: failed('Failed to claim the card. Please try again.'),
  });
}

export function useAskGraduation() {
  const written = useCardWritten();
  return useMutation({
    mutationFn: (graduationYear: number) =>
      apiJson(ownTeamCardSchema.nullable(), 'POST', TEAM_CARD_GRADUATION_PATH, { graduationYear }),
    onSuccess: (card) => {
      written(card);
      toast({ title: 'Request sent', description: 'An admin will list you with your class.' });
    },
    onError: failed('Failed to send your request. Please try again.'),
  });
}
