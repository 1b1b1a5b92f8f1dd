// Uploads a PDF (the sponsor brochure, the members' rules document): the server checks it by its
// content, stores it and answers its URL and file name, which `onUploaded` saves in the setting.
import { type DocumentKind, MAX_DOCUMENT_BYTES, UPLOAD_DOCUMENTS_PATH } from '@common/uploads';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { filePickerClasses } from '@/components/ui/button';
import { apiRequest, serverMessageOf } from '@/lib/api';
import { toast } from '@/lib/toast-store';

export interface UploadedDocument {
  url: string;
  name: string;
}

async function uploadDocument(kind: DocumentKind, file: File): Promise<UploadedDocument> {
  const body = new FormData();
  body.append('document', file);
  const response = await apiRequest('POST', `${UPLOAD_DOCUMENTS_PATH}?kind=${kind}`, body);
  return (await response.json()) as UploadedDocument;
}

const MAX_MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);

export function DocumentUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: DocumentKind;
  /** What the control says, e.g. "Upload the sponsor brochure (PDF)". */
  label: string;
  onUploaded: (document: UploadedDocument) => Promise<void>;
}) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > MAX_DOCUMENT_BYTES) {
      toast({
        title: 'Error',
        description: `The document is larger than ${MAX_MEGABYTES} MB.`,
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      await onUploaded(await uploadDocument(kind, file));
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to upload the document. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <label className={filePickerClasses}>
      <FileUp aria-hidden="true" className="size-4" />
      {uploading ? 'Uploading…' : 'Upload PDF'}
      <input
        type="file"
        accept="application/pdf,.pdf"
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
