import { themeMessages } from '@lootmarket/i18n';
import { IconButton } from '@lootmarket/ui';
import { Moon, Sun } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useTheme } from '../theme/use-theme';

/** Spec §4: the toggle switches between dark and light and saves the choice. */
export function ThemeToggleButton() {
  const intl = useIntl();
  const { resolved, toggle } = useTheme();
  const dark = resolved === 'dark';
  return (
    <IconButton
      label={intl.formatMessage(dark ? themeMessages.switchToLight : themeMessages.switchToDark)}
      onClick={toggle}
      data-theme-current={resolved}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </IconButton>
  );
}
