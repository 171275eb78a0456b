import { IconButton } from '@lootmarket/ui';
import { ArrowUp } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  label: { id: 'layout.footer.scrollToTop', defaultMessage: 'Back to top' },
});

/** Spec §2: shown while the footer is visible. */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const intl = useIntl();
  if (!visible) return null;
  return (
    <IconButton
      label={intl.formatMessage(messages.label)}
      variant="primary"
      className="lm:fixed lm:end-4 lm:bottom-[calc(1rem+var(--lm-bottom-bar,0px))] lm:z-sticky lm:shadow-md"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" className="lm:size-5" />
    </IconButton>
  );
}
