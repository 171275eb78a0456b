export { type LegalDocument, LegalDocumentView } from './legal-document-view';
export { LEGAL_DOCUMENTS } from './legal-documents';
export { isLegalSlug, LegalPage, type LegalSlug } from './legal-page';
