// Uploads an image for a record (decision 17): the server re-encodes and stores it and answers its
// URL, which `onUploaded` saves in the record's image field.
import { acceptedImageTypes, type ImageKind, MAX_IMAGE_BYTES } from '@common/uploads';
import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { filePickerClasses } from '@/components/ui/button';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

async function uploadImage(kind: ImageKind, file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await apiRequest('POST', `/api/uploads/images?kind=${kind}`, body);
  return ((await response.json()) as { url: string }).url;
}

export function ImageUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: ImageKind;
  /** What the control says, e.g. "Upload photo of Alex Kim". */
  label: string;
  onUploaded: (url: string) => Promise<void>;
}) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) {
      toast({
        title: 'Error',
        description: 'The image is larger than 8 MB.',
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      await onUploaded(await uploadImage(kind, file));
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to upload the image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <label className={filePickerClasses}>
      <ImageUp aria-hidden="true" className="size-4" />
      {uploading ? 'Uploading…' : 'Upload image'}
      <input
        type="file"
        accept={acceptedImageTypes.join(',')}
        aria-label={label}
        disabled={uploading}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </label>
  );
}
