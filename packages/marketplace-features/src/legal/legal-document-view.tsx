import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

export interface LegalDocument {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: ReadonlyArray<{ heading: MessageDescriptor; body: MessageDescriptor }>;
}

/** One legal page: a title, a short introduction and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  const id = useId();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl">{intl.formatMessage(document.title)}</h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(document.intro)}</p>
      </header>
      <ol className="flex flex-col gap-6">
        {document.sections.map((section, index) => (
          <li key={section.heading.id} aria-labelledby={`${id}-${index}`} className="flex flex-col gap-2">
            <h2 id={`${id}-${index}`} className="font-semibold text-xl">
              <span aria-hidden="true" className="me-2 text-muted-foreground">
                {index + 1}.
              </span>
              {intl.formatMessage(section.heading)}
            </h2>
            <p className="leading-relaxed">{intl.formatMessage(section.body)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
