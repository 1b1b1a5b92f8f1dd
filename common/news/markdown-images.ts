// An image the Markdown editor inserts carries a placeholder description until its author writes
// one; an article is not saved with it, since a reader who cannot see the image would hear it.
export const IMAGE_DESCRIPTION_PLACEHOLDER = 'Describe the image';

export const UNDESCRIBED_IMAGE_MESSAGE = `Describe each image: replace “${IMAGE_DESCRIPTION_PLACEHOLDER}” with what it shows`;

export const hasUndescribedImage = (markdown: string) =>
  markdown.includes(`![${IMAGE_DESCRIPTION_PLACEHOLDER}](`);
