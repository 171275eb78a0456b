import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'admin.shell.title', defaultMessage: 'Lootmarket back office' },
  restricted: {
    id: 'admin.shell.restricted',
    defaultMessage: 'This area is for Lootmarket administrators and support agents.',
  },
});

/** The back office frame; its sections arrive with the admin issue. */
export function AdminShell() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
        <h1 className="font-bold text-3xl">{title}</h1>
        <p className="text-muted-foreground">{intl.formatMessage(messages.restricted)}</p>
      </main>
    </div>
  );
}
