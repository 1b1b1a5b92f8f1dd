import { type ImageDisplayName, imageDisplays } from '@common/club/image-displays';
import { responsiveSrcsets } from '@common/club/responsive-images';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Where it is shown: the box it fills and how wide that is drawn. */
  display: ImageDisplayName;
  className?: string;
  /** Lazy by default, for what is below the fold. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest picture, which the browser then fetches first. */
  fetchPriority?: 'high';
}

/** An image in its box: an upload in the width and format that suit the screen, anything else (the
 * placeholders) as it is. It reads neither window nor document, so the server renders it too. */
export function ResponsiveImage({
  src,
  alt,
  display,
  className,
  loading = 'lazy',
  fetchPriority,
}: ResponsiveImageProps) {
  const { width, height, sizes } = imageDisplays[display];
  const eager = loading === 'eager' || fetchPriority === 'high';
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
  const srcsets = responsiveSrcsets(src);
  if (!srcsets) return image;
  return (
    // No box of its own: the image sits in the layout as it would alone.
    <picture className="contents">
      <source type="image/avif" srcSet={srcsets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcsets.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
