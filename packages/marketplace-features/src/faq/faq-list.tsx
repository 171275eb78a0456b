import { ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { FAQ_ENTRIES } from './faq-messages';

/** Questions as native disclosure widgets: keyboard and screen-reader support come with them. */
export function FaqList({ limit }: { limit?: number }) {
  const intl = useIntl();
  const entries = limit === undefined ? FAQ_ENTRIES : FAQ_ENTRIES.slice(0, limit);
  return (
    <div
      className="lm:flex lm:flex-col lm:divide-y lm:divide-border lm:rounded-lg lm:border lm:border-border lm:bg-card"
      data-slot="faq"
    >
      {entries.map((entry) => (
        <details key={entry.id} className="lm:group lm:px-4">
          <summary className="lm:flex lm:cursor-pointer lm:list-none lm:items-center lm:justify-between lm:gap-4 lm:py-4 lm:font-medium lm:[&::-webkit-details-marker]:hidden">
            {intl.formatMessage(entry.question)}
            <ChevronDown
              aria-hidden="true"
              className="lm:size-5 lm:shrink-0 lm:text-muted-foreground lm:transition-transform lm:group-open:rotate-180"
            />
          </summary>
          <p className="lm:pb-4 lm:text-muted-foreground">{intl.formatMessage(entry.answer)}</p>
        </details>
      ))}
    </div>
  );
}
