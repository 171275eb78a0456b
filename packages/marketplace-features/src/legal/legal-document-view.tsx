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
    <article className="lm:mx-auto lm:flex lm:max-w-3xl lm:flex-col lm:gap-6 lm:px-4 lm:py-12">
      <header className="lm:flex lm:flex-col lm:gap-3">
        <h1 className="lm:font-bold lm:text-3xl lm:break-words lm:hyphens-auto">
          {intl.formatMessage(document.title)}
        </h1>
        <p className="lm:text-lg lm:text-muted-foreground">{intl.formatMessage(document.intro)}</p>
      </header>
      <ol className="lm:flex lm:flex-col lm:gap-6">
        {document.sections.map((section, index) => (
          <li
            key={section.heading.id}
            aria-labelledby={`${id}-${index}`}
            className="lm:flex lm:flex-col lm:gap-2"
          >
            <h2 id={`${id}-${index}`} className="lm:font-semibold lm:text-xl">
              <span aria-hidden="true" className="lm:me-2 lm:text-muted-foreground">
                {index + 1}.
              </span>
              {intl.formatMessage(section.heading)}
            </h2>
            <p className="lm:leading-relaxed">{intl.formatMessage(section.body)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
