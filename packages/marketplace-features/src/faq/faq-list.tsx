import { ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { FAQ_ENTRIES } from './faq-messages';

/** Questions as native disclosure widgets: keyboard and screen-reader support come with them. */
export function FaqList({ limit }: { limit?: number }) {
  const intl = useIntl();
  const entries = limit === undefined ? FAQ_ENTRIES : FAQ_ENTRIES.slice(0, limit);
  return (
    <div
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
      data-slot="faq"
    >
      {entries.map((entry) => (
        <details key={entry.id} className="group px-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
            {intl.formatMessage(entry.question)}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-muted-foreground">{intl.formatMessage(entry.answer)}</p>
        </details>
      ))}
    </div>
  );
}
