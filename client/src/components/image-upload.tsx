// Uploads an image for a record (decision 17): the server re-encodes and stores it and answers its
// URL, which `onUploaded` saves in the record's image field.
import { acceptedImageTypes, type ImageKind, MAX_IMAGE_BYTES } from '@common/club/uploads';
import { uploadedImageSchema } from '@common/club/uploads-api';
import { ImageUp } from 'lucide-react';
import { apiJson } from '@/lib/api-json';
import { FileUpload } from './file-upload';

async function uploadImage(kind: ImageKind, file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await apiJson(uploadedImageSchema, 'POST', `/api/uploads/images?kind=${kind}`, body)).url;
}

/** What every image picker shares: the types and size the server takes, and its messages. */
export const imagePickerProps = {
  icon: <ImageUp aria-hidden="true" className="size-4" />,
  accept: acceptedImageTypes.join(','),
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: 'The image is larger than 8 MB.',
  failureMessage: 'Failed to upload the image. Please try again.',
};

export function ImageUpload({
  kind,
  label,
  idleText = 'Upload image',
  onUploaded,
}: {
  kind: ImageKind;
  /** What the control says, e.g. "Upload photo of Alex Kim". */
  label: string;
  /** The button's visible text. */
  idleText?: string;
  onUploaded: (url: string) => Promise<unknown>;
}) {
  return (
    <FileUpload
      {...imagePickerProps}
      label={label}
      idleText={idleText}
      send={(file) => uploadImage(kind, file)}
      onUploaded={onUploaded}
    />
  );
}
