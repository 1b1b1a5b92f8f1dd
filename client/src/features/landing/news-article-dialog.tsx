import type { NewsArticle } from '@common/content';
import { imageOrPlaceholder } from '@common/image-displays';
import { ResponsiveImage } from '@/components/responsive-image';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { ArticleBody } from '@/features/news/article-body';
import { ArticleByline } from './article-byline';

/** The full article of a news card, from Read More: max width 2xl, scrolls past 80vh. */
export default function NewsArticleDialog({
  article,
  returnFocusTo,
  onClose,
}: {
  article: NewsArticle;
  /** The Read More link: the dialog has no Radix trigger, so Radix would leave focus on the body. */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-2xl"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <ResponsiveImage
          src={imageOrPlaceholder(article)}
          alt=""
          display="newsArticle"
          loading="eager"
          className="aspect-video w-full rounded-lg object-cover"
        />
        <ArticleByline article={article} className="mt-4" />
        <DialogTitle className="mt-2 pr-8 font-bold text-2xl">{article.title}</DialogTitle>
        <ArticleBody article={article} headingsStartAt={3} />
      </DialogContent>
    </Dialog>
  );
}
