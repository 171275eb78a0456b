import { LegalDocumentView } from './legal-document-view';
import { LEGAL_DOCUMENTS } from './legal-documents';

export type LegalSlug = keyof typeof LEGAL_DOCUMENTS;

export function isLegalSlug(value: string | undefined): value is LegalSlug {
  return value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);
}

export function LegalPage({ slug }: { slug: LegalSlug }) {
  return <LegalDocumentView document={LEGAL_DOCUMENTS[slug]} />;
}
