// Where the public pages show images, and how large. `width` and `height` give the box's aspect, so
// the browser keeps the room before the picture arrives; `sizes` says how wide the box is drawn, so
// it picks the right width from the srcset. Each `sizes` follows the CSS of its component (Tailwind:
// 1rem = 16px) and must change with it. The server's preload of the hero image uses the same one.

/** The picture of an article or a car that has none of its own. */
export const PLACEHOLDER_IMAGE_URL = '/images/news/placeholder.svg';

/** The picture an article or a car is shown with: its own, else the placeholder. */
export const imageOrPlaceholder = ({ imageUrl }: { imageUrl: string | null }) =>
  imageUrl || PLACEHOLDER_IMAGE_URL;

export interface ImageDisplay {
  width: number;
  height: number;
  sizes: string;
}

export const imageDisplays = {
  // Beside the headline from lg (1024px) in a 30rem frame; below, the section less its 1.5rem sides.
  hero: { width: 960, height: 720, sizes: '(min-width: 1024px) 480px, calc(100vw - 48px)' },
  teamMember: { width: 96, height: 96, sizes: '96px' },
  // 4rem high; the width follows the logo's own shape.
  sponsorLogo: { width: 240, height: 80, sizes: '240px' },
  // Three columns from md in at most 72rem with 1.5rem gaps, one column below.
  newsCard: {
    width: 640,
    height: 360,
    sizes:
      '(min-width: 1200px) 368px, (min-width: 768px) calc((100vw - 96px) / 3), calc(100vw - 48px)',
  },
  // The dialog: at most 42rem, 1rem from the screen's edges below that, with 1.5rem padding.
  newsArticle: {
    width: 640,
    height: 360,
    sizes: '(min-width: 704px) 624px, calc(100vw - 80px)',
  },
  // An article's own page: at most 48rem less its 1.5rem sides.
  newsArticlePage: {
    width: 640,
    height: 360,
    sizes: '(min-width: 768px) 720px, calc(100vw - 48px)',
  },
  // Half of the latest car's card from md (at most 64rem, 2rem padding and gap), whole below.
  vehicle: {
    width: 640,
    height: 360,
    sizes: '(min-width: 1072px) 464px, (min-width: 768px) calc(50vw - 72px), calc(100vw - 96px)',
  },
  navigationLogo: { width: 40, height: 40, sizes: '40px' },
} satisfies Record<string, ImageDisplay>;

export type ImageDisplayName = keyof typeof imageDisplays;
