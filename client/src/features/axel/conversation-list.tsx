// The designer's saved conversations on /axel (decision 39): a side column on a wide screen, a
// "Conversations" disclosure above the chat on a phone. "New conversation", then each conversation,
// the one used last first: it opens in the chat, is renamed in place or deleted after a question.
import type { AxelConversationSummary } from '@common/axel/axel-conversations';
import { ChevronDown, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { RenameConversationForm } from './rename-conversation-form';
import { useConversationList, useDeleteConversation } from './use-conversations';

export const conversationHref = (id: string) => `/axel?c=${id}`;

export function ConversationList({
  currentId,
  onNew,
  onDeleted,
}: {
  currentId: string | null;
  onNew: () => void;
  /** The conversation on screen was deleted. */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const list = useConversationList();
  const newButton = useRef<HTMLButtonElement>(null);
  // A deleted conversation takes its buttons with it: the focus goes to "New conversation".
  const focusAfterDelete = useRef(false);
  useEffect(() => {
    if (list.data && focusAfterDelete.current) {
      focusAfterDelete.current = false;
      newButton.current?.focus();
    }
  }, [list.data]);

  return (
    <nav aria-label="Conversations" className="rounded-card border border-slate-200 bg-white p-3">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="w-full justify-between lg:hidden"
      >
        Conversations
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Button>
      <div id={panelId} className={`${open ? 'mt-3' : 'hidden'} lg:mt-0 lg:block`}>
        <h2 className="sr-only lg:not-sr-only lg:mb-3 lg:font-bold lg:text-lg">Conversations</h2>
        <Button
          ref={newButton}
          variant="outline"
          size="sm"
          onClick={() => {
            setOpen(false);
            onNew();
          }}
          className="w-full"
        >
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          New conversation
        </Button>
        {list.isPending && (
          <div className="mt-3 space-y-2">
            <p className="sr-only">Loading your conversations…</p>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
        {list.isError && <SectionError message="Failed to load your conversations." />}
        {list.data?.conversations.length === 0 && (
          <p className="mt-3 text-slate-700 text-sm">
            No saved conversations yet. Your questions and Axel's answers are kept here, for you
            alone.
          </p>
        )}
        {list.data && list.data.conversations.length > 0 && (
          <ul className="mt-3 space-y-1">
            {list.data.conversations.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                current={conversation.id === currentId}
                onOpen={() => setOpen(false)}
                onDeleting={(deleting) => {
                  focusAfterDelete.current = deleting;
                }}
                onDeleted={onDeleted}
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

function ConversationItem({
  conversation,
  current,
  onOpen,
  onDeleting,
  onDeleted,
}: {
  conversation: AxelConversationSummary;
  current: boolean;
  onOpen: () => void;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteConversation();
  const { id, title } = conversation;
  const renameButton = useRef<HTMLButtonElement>(null);
  // Renamed or not, the focus comes back to the button that started it.
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  if (renaming) {
    return (
      <li className="rounded-lg bg-slate-50 p-2">
        <RenameConversationForm conversation={conversation} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li
      className={`group flex items-start gap-1 rounded-lg ${current ? 'bg-accent-50' : 'hover:bg-slate-50'}`}
    >
      <Link
        href={conversationHref(id)}
        aria-current={current ? 'page' : undefined}
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-lg px-2 py-1.5"
      >
        <span
          className={`block break-words text-sm ${current ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
        >
          {title}
        </span>
        <span className="block text-slate-600 text-xs">
          <time dateTime={conversation.lastUsedAt}>{formatDay(conversation.lastUsedAt)}</time>
        </span>
      </Link>
      <Button
        ref={renameButton}
        variant="ghost"
        size="icon"
        aria-label={`Rename “${title}”`}
        onClick={() => setRenaming(true)}
        className="shrink-0"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        trigger={<Trash2 aria-hidden="true" className="size-4" />}
        triggerLabel={`Delete “${title}”`}
        triggerVariant="ghost"
        triggerSize="icon"
        title="Delete conversation?"
        description={`Are you sure you want to delete "${title}"? Its questions and answers are deleted for good.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        onConfirm={async () => {
          onDeleting(true);
          try {
            await remove.mutateAsync(id);
          } catch (error) {
            onDeleting(false);
            throw error;
          }
          if (current) onDeleted();
        }}
      />
    </li>
  );
}
