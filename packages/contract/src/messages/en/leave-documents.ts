import type * as turkish from '../leave-documents';
import type { Translation } from '../translation';

/** Proof documents of a leave (issue 24 item 5; docs/features.md "Proof documents"). */
export const leaveDocumentsMessages: Translation<typeof turkish.leaveDocumentsMessages> = {
  leaveDocuments: {
    fileRequired: 'Please select a document',
    oneFile: 'Only one document can be uploaded at a time',
    tooLarge: 'A document can be at most 10 MB',
    typeInvalid: "The document must be a PDF, JPEG or PNG (the file's content is checked, not its name)",
    typeNotAccepted:
      'Documents can only be attached to excuse leave, sick leave with an SGK raporu (sick note) and maternity leave',
    leaveClosed: 'Documents cannot be attached to rejected or canceled leave',
    tooMany: 'At most 5 documents can be attached to a leave',
    notFound: 'Document not found',
    removeDecided: 'Only an administrator can delete a document of a leave that has already been decided',
    uploaded: 'Document added',
    deleted: 'Document deleted',
  },
};
