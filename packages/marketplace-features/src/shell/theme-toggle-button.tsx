import { themeMessages } from '@lootmarket/i18n';
import { IconButton } from '@lootmarket/ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useTheme } from '../theme/use-theme';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const actions = {
  light: themeMessages.switchToLight,
  dark: themeMessages.switchToDark,
  system: themeMessages.switchToSystem,
} as const;

/**
 * The header's theme button (spec §4, and the README's three themes): each press saves the next of
 * light, dark and back to system (`nextThemePreference`). The icon shows the choice in force; the
 * name says what a press does, and the tooltip says both.
 */
export function ThemeToggleButton() {
  const intl = useIntl();
  const { preference, resolved, next, cycle } = useTheme();
  const Icon = icons[preference];
  const action = intl.formatMessage(actions[next]);
  return (
    <IconButton
      label={action}
      title={intl.formatMessage(themeMessages.current, {
        theme: intl.formatMessage(themeMessages[preference]),
        action,
      })}
      onClick={cycle}
      data-theme-preference={preference}
      data-theme-current={resolved}
    >
      <Icon aria-hidden="true" className="lm:size-5" />
    </IconButton>
  );
}
