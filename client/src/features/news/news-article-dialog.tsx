// The full article of a home page's news card: a modal <dialog> in the page as the server sends it,
// which its Read More button opens with the browser's own command, so the first tap shows the
// article at once, before the site's code has come. The browser keeps the page behind out of reach,
// closes the dialog on Escape (and on a click outside it, where it knows `closedby`) and gives focus
// back to Read More. At most 42rem wide; a long article scrolls inside it, past 80% of the screen.
import type { NewsArticle } from '@common/club/content';
import { imageOrPlaceholder } from '@common/club/image-displays';
import { newsArticlePath } from '@common/news/news';
import { X } from 'lucide-react';
import { type MouseEvent, useId, useRef } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { closeButtonClasses } from '@/components/ui/button';
import { ArticleBody } from '@/features/news/article-body';
import { useArticleAddress } from '@/features/news/article-over-home';
import { browserRunsCommands, commandAttributes } from '@/lib/browser-commands';
import { ArticleByline } from './article-byline';

/** The id of an article's dialog, which its Read More button names. */
export const articleDialogId = (slug: string) => `news-article-${slug}`;

/** A click on the backdrop closes the dialog in the browser itself (React passes it on as is). */
const closedByAnyClick = { closedby: 'any' } as Record<string, string>;

export function NewsArticleDialog({ article }: { article: NewsArticle }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const id = articleDialogId(article.slug);
  useArticleAddress(dialogRef, article.slug);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard's Escape closes it in the browser
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      {...closedByAnyClick}
      onClick={closeOnClickOutside}
      className="m-auto max-h-[80vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-card border-0 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60"
    >
      <button
        type="button"
        aria-label="Close"
        {...commandAttributes(id, 'close')}
        onClick={() => {
          if (!browserRunsCommands()) dialogRef.current?.close();
        }}
        className={closeButtonClasses}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <ResponsiveImage
        src={imageOrPlaceholder(article)}
        alt=""
        display="newsArticle"
        className="aspect-video w-full rounded-lg object-cover"
      />
      <ArticleByline article={article} className="mt-4" />
      <h2 id={titleId} className="mt-2 pr-8 font-bold text-2xl">
        {article.title}
      </h2>
      <ArticleBody article={article} headingsStartAt={3} />
      {/* The article's own address, for sharing and for search engines, which open no dialog. A
          plain link: the dialog may already stand at that address. */}
      <p className="mt-6">
        <a
          href={newsArticlePath(article.slug)}
          className="font-semibold text-accent-700 text-sm hover:underline"
        >
          Open the article's page
        </a>
      </p>
    </dialog>
  );
}

/** A click outside the dialog's box closes it, where the browser does not do so itself. */
function closeOnClickOutside(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // A click on the backdrop is a click on the dialog itself, outside its box.
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}
