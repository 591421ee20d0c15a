/** The shared settings in the headers: theme (light/dark) and display currency (ARS/USD). */
import { CURRENCIES } from '@catedra/contract/browser';
import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { useSession } from './session-context';

export function ThemeToggle() {
  const messages = useMessages().preferences;
  const { theme, toggleTheme } = useSession();
  const label = theme === 'dark' ? messages.themeToLight : messages.themeToDark;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        onClick={toggleTheme}
        aria-label={label}
        data-testid="theme-toggle"
        data-theme={theme}
      >
        <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function CurrencySelector() {
  const messages = useMessages().preferences;
  const { userCurrency, setUserCurrency } = useSession();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          radius="md"
          px="sm"
          leftSection={<Icon name="world" size={16} />}
          rightSection={<Icon name="chevronDown" size={14} />}
          aria-label={`${messages.currencyLabel}: ${userCurrency}`}
          title={messages.currencyHint}
          data-testid="currency-selector"
        >
          <span data-testid="currency-value">{userCurrency}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{messages.currencyHint}</Menu.Label>
        {CURRENCIES.map((currency) => (
          <Menu.Item
            key={currency}
            onClick={() => setUserCurrency(currency)}
            rightSection={currency === userCurrency ? <Icon name="check" size={14} /> : null}
            data-testid={`currency-option-${currency}`}
          >
            {messages.currencies[currency]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
