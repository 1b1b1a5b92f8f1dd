// Under each saved answer of Axel's (decision 39): thumbs up or down, pressed again to take it
// back, and after a thumbs down an optional comment, so the club sees where Axel fails.
import {
  AXEL_FEEDBACK_COMMENT_MAX_LENGTH,
  type AxelFeedback,
  type AxelRating,
  type AxelTurnFeedback,
} from '@common/axel/axel-conversations';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/lib/toast-store';
import { useAnswerFeedback } from './use-conversations';

const thanks = (feedback: AxelFeedback, saved: AxelTurnFeedback) => {
  if (saved.rating === null) return 'Your rating was taken back.';
  if (feedback.comment) return 'Your comment was sent to the club’s admins.';
  return saved.rating === 'up'
    ? 'Glad Axel helped.'
    : 'If you like, tell the club what was wrong below.';
};

export function AnswerFeedback({
  conversationId,
  turnId,
  rating,
  comment,
}: {
  conversationId: string;
  turnId: number;
  rating: AxelRating | null;
  comment: string | null;
}) {
  const [saved, setSaved] = useState({ rating, comment });
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const commentId = useId();
  const hintId = useId();
  const send = useAnswerFeedback(conversationId, turnId);

  const save = (feedback: AxelFeedback) =>
    send.mutate(feedback, {
      onSuccess: (result) => {
        setSaved({ rating: result.rating, comment: result.comment });
        setAsking(result.rating === 'down' && !feedback.comment);
        if (feedback.comment) setDraft('');
        toast({ title: 'Thanks for your feedback', description: thanks(feedback, result) });
      },
    });

  const thumb = (value: AxelRating, label: string) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={saved.rating === value}
      disabled={send.isPending}
      onClick={() => save({ rating: saved.rating === value ? null : value })}
      className="aria-pressed:bg-slate-200 aria-pressed:text-accent-800"
    >
      {value === 'up' ? (
        <ThumbsUp aria-hidden="true" className="size-4" />
      ) : (
        <ThumbsDown aria-hidden="true" className="size-4" />
      )}
    </Button>
  );

  const sendComment = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) save({ rating: 'down', comment: draft });
  };

  return (
    <div className="mt-2 border-slate-300 border-t pt-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would make the two buttons a form part */}
      <div role="group" aria-label="Rate this answer" className="flex items-center gap-1">
        <span className="mr-1 text-slate-700 text-xs">Was this helpful?</span>
        {thumb('up', 'Helpful')}
        {thumb('down', 'Not helpful')}
      </div>
      {saved.rating === 'down' && saved.comment && !asking && (
        <p className="mt-1 text-slate-700 text-sm">
          <span className="font-semibold">Your comment:</span> {saved.comment}
        </p>
      )}
      {asking && (
        <form onSubmit={sendComment} className="mt-2">
          <label htmlFor={commentId} className="font-medium text-slate-800 text-sm">
            What was wrong? (optional)
          </label>
          <textarea
            id={commentId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={AXEL_FEEDBACK_COMMENT_MAX_LENGTH}
            rows={2}
            aria-describedby={hintId}
            className={`${inputClasses} resize-y`}
          />
          <p id={hintId} className="mt-1 text-slate-600 text-xs">
            The club’s admins read rated answers with their question, to improve Axel.
          </p>
          <div className="mt-2 flex gap-2">
            <Button type="submit" size="sm" disabled={!draft.trim() || send.isPending}>
              Send
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
              No comment
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
