import { toastMessages } from '@lootmarket/i18n';
import { Toaster as KitToaster } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { useToastList } from './use-toast';

/** The kit's Toaster fed by useToast(), with translated labels (loaded with the first toast). */
export function ToasterView() {
  const intl = useIntl();
  const { toasts, store } = useToastList();
  return (
    <KitToaster
      toasts={toasts}
      onRemove={store.remove}
      closeLabel={intl.formatMessage(toastMessages.close)}
      announceLabel={intl.formatMessage(toastMessages.announce)}
      // Radix replaces {hotkey} with the key that jumps to the toasts (F8).
      label={`${intl.formatMessage(toastMessages.region)} ({hotkey})`}
    />
  );
}
