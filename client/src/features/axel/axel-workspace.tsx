// /axel's saved conversations beside the chat (decision 39). The address names the conversation on
// screen (`/axel?c=<id>`), so a reload shows it again: it is read from the server, then continued.
// A new conversation gets its address once its first answer is saved, without the chat starting
// over.
import { MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { AxelChat } from './axel-chat';
import { ConversationList, conversationHref } from './conversation-list';
import { isConversationId, useConversation } from './use-conversations';

export function AxelWorkspace() {
  const addressed = new URLSearchParams(useSearch()).get('c');
  const [, navigate] = useLocation();
  // The conversation this chat started: its new address must not start the chat over.
  const startedHere = useRef<string | null>(null);
  const [chat, setChat] = useState({ key: 0, id: addressed });
  if (addressed !== chat.id) {
    const ownAddress = addressed !== null && addressed === startedHere.current;
    if (!ownAddress) startedHere.current = null;
    setChat({ key: ownAddress ? chat.key : chat.key + 1, id: addressed });
  }

  const fromServer = chat.id !== null && chat.id !== startedHere.current;
  const saved = useConversation(fromServer ? chat.id : null);

  const onStarted = useCallback(
    (id: string) => {
      startedHere.current = id;
      navigate(conversationHref(id), { replace: true });
    },
    [navigate],
  );
  const startNew = () => {
    startedHere.current = null;
    setChat((current) => ({ key: current.key + 1, id: null }));
    navigate('/axel');
  };

  const notFound =
    fromServer &&
    (!isConversationId(chat.id ?? '') ||
      (saved.error instanceof ApiRequestError && saved.error.status === 404));

  let content: ReactNode;
  if (notFound) content = <ConversationNotFound onNew={startNew} />;
  else if (fromServer && saved.isError) {
    content = <SectionError message="Failed to load the conversation. Please try again later." />;
  } else if (fromServer && saved.isPending) content = <ConversationLoading />;
  else {
    content = (
      <AxelChat
        key={chat.key}
        conversationId={chat.id}
        savedTurns={saved.data?.turns}
        onStarted={onStarted}
      />
    );
  }

  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <ConversationList currentId={chat.id} onNew={startNew} onDeleted={startNew} />
      <div className="min-w-0">{content}</div>
    </div>
  );
}

function ConversationLoading() {
  return (
    <div role="status" className="rounded-card border border-slate-200 bg-white p-4">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="ml-auto h-12 w-2/3" />
      <Skeleton className="mt-4 h-24 w-5/6" />
      <Skeleton className="mt-4 h-20" />
    </div>
  );
}

function ConversationNotFound({ onNew }: { onNew: () => void }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-8 text-center">
      <h2 className="font-bold text-xl">Conversation not found</h2>
      <p className="mt-2 text-slate-700">
        It may have been deleted, or it is not one of your conversations.
      </p>
      <Button onClick={onNew} className="mt-4">
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        New conversation
      </Button>
    </div>
  );
}
