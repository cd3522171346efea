import type { uploadsMessages as turkish } from '../uploads';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/** Past-leave data uploads (product §2 /data-uploads, §4, §5, §8, §9). */
export const uploadsMessages: Translation<typeof turkish> = {
  dataUploads: {
    title: 'Import Past Leave',
    subtitle: 'Upload your existing leave records and our team will import them into the system for you.',
    importNote:
      'The files you upload are imported into the system free of charge within 12 hours. Any format is accepted (Excel, CSV, PDF…); up to 50 MB per file.',
    drop: 'Drag files here or click to choose',
    dropHint: 'You can choose several files · any format · up to 50 MB per file',
    selectedTitle: 'Selected files',
    remove: (name: string) => `Remove ${name}`,
    upload: 'Upload Files',
    progressLabel: (name: string) => `Upload progress of ${name}`,
    states: { waiting: 'Queued', uploading: 'Uploading', done: 'Uploaded', failed: 'Failed' },
    noFile: 'Please choose at least one file',
    failed: 'An error occurred while uploading the file',
    success: (count: number) =>
      `${formatCount(count)} ${count === 1 ? 'file' : 'files'} uploaded successfully. Your data will be imported within 12 hours.`,
    listTitle: 'Uploaded Files',
    listDescription:
      'Pending: the import is queued. Completed: your data has been imported; the file is deleted automatically after 30 days.',
    empty: 'No files uploaded yet.',
    loadFailed: "Couldn't get the uploaded files",
    pending: 'Pending',
    completed: 'Completed',
    uploadedOn: (when: string, by: string | null) => (by ? `${when} · ${by}` : when),
    deletesOn: (date: string) => `Will be deleted on ${date}`,
  },
};
