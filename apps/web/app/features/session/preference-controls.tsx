/**
 * The shared settings in the headers: theme (light/dark) and display currency (ARS/USD).
 * While the currency is the initial 'EU' the selector reads as not chosen yet ("Moneda").
 */
import { CURRENCIES } from '@catedra/contract/browser';
import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { useSession } from './session-context';
import { useDisplayCurrency } from './use-display-currency';

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
  const { currency, setCurrency } = useDisplayCurrency();
  const { userCurrency } = useSession();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          radius="md"
          px="sm"
          leftSection={<Icon name="world" size={16} />}
          rightSection={<Icon name="chevronDown" size={14} />}
          aria-label={currency ? `${messages.currencyLabel}: ${currency}` : messages.currencyNotChosen}
          title={messages.currencyHint}
          data-testid="currency-selector"
          // The session's value itself ('EU', 'ARS', 'USD'), for tests and debugging.
          data-value={userCurrency}
        >
          <span data-testid="currency-value">{currency ?? messages.currencyLabel}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{messages.currencyHint}</Menu.Label>
        {CURRENCIES.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => setCurrency(option)}
            rightSection={option === currency ? <Icon name="check" size={14} /> : null}
            data-testid={`currency-option-${option}`}
          >
            {messages.currencies[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
