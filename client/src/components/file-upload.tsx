// A file picker that uploads at once (ImageUpload, DocumentUpload): a file over the limit is refused
// before sending; the server's refusal shows as a toast; `onUploaded` saves what the server answers.
import { type ReactNode, useState } from 'react';
import { filePickerClasses } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

export function FileUpload<Uploaded>({
  label,
  icon,
  idleText,
  accept,
  maxBytes,
  tooLargeMessage,
  failureMessage,
  send,
  onUploaded,
}: {
  /** The input's accessible name, e.g. "Upload photo of Alex Kim". */
  label: string;
  icon: ReactNode;
  /** What the picker says: "Upload image". */
  idleText: string;
  accept: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** The toast when the server gives no reason. */
  failureMessage: string;
  send: (file: File) => Promise<Uploaded>;
  onUploaded: (uploaded: Uploaded) => Promise<unknown>;
}) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > maxBytes) {
      toast({ title: 'Error', description: tooLargeMessage, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      await onUploaded(await send(file));
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? failureMessage,
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <label className={filePickerClasses}>
      {icon}
      {uploading ? 'Uploading…' : idleText}
      <input
        type="file"
        accept={accept}
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
