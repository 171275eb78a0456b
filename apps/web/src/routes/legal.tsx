import { isLegalSlug, LEGAL_DOCUMENTS, LegalPage } from '@lootmarket/marketplace-features';
import { useParams } from 'react-router';
import { Component as NotFound } from './not-found';
import { useDocumentTitle } from './use-document-title';

function LegalRoute({ slug }: { slug: keyof typeof LEGAL_DOCUMENTS }) {
  useDocumentTitle(LEGAL_DOCUMENTS[slug].title);
  return <LegalPage slug={slug} />;
}

/** /legal/privacy/, /legal/customer-terms/, /legal/terms/, /legal/seller-terms/; anything else is a 404. */
export function Component() {
  const { document } = useParams();
  return isLegalSlug(document) ? <LegalRoute slug={document} /> : <NotFound />;
}
