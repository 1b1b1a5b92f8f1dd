// Uploads a PDF (the sponsor brochure, the members' rules document): the server checks it by its
// content, stores it and answers its URL and file name, which `onUploaded` saves in the setting.
import { type DocumentKind, MAX_DOCUMENT_BYTES, UPLOAD_DOCUMENTS_PATH } from '@common/club/uploads';
import { type UploadedDocument, uploadedDocumentSchema } from '@common/club/uploads-api';
import { FileUp } from 'lucide-react';
import { apiJson } from '@/lib/api-json';
import { FileUpload } from './file-upload';

function uploadDocument(kind: DocumentKind, file: File): Promise<UploadedDocument> {
  const body = new FormData();
  body.append('document', file);
  return apiJson(uploadedDocumentSchema, 'POST', `${UPLOAD_DOCUMENTS_PATH}?kind=${kind}`, body);
}

export function DocumentUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: DocumentKind;
  /** What the control says, e.g. "Upload the sponsor brochure (PDF)". */
  label: string;
  onUploaded: (document: UploadedDocument) => Promise<unknown>;
}) {
  return (
    <FileUpload
      label={label}
      icon={<FileUp aria-hidden="true" className="size-4" />}
      idleText="Upload PDF"
      accept="application/pdf,.pdf"
      maxBytes={MAX_DOCUMENT_BYTES}
      tooLargeMessage={`The document is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`}
      failureMessage="Failed to upload the document. Please try again."
      send={(file) => uploadDocument(kind, file)}
      onUploaded={onUploaded}
    />
  );
}
