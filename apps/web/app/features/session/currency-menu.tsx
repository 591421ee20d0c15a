/** The display currency's menu, loaded when the selector is first opened (it opens at once). */
import { CURRENCIES } from '@catedra/contract/browser';
import { Menu } from '@mantine/core';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { MantineProviders } from '../../ui/mantine-providers';
import { CurrencyButton } from './preference-controls';
import { useDisplayCurrency } from './use-display-currency';

export default function CurrencyMenu() {
  const messages = useMessages().preferences;
  const { currency, setCurrency } = useDisplayCurrency();
  return (
    // Loaded on demand into pages that mount no Mantine (the public ones): it brings its own.
    <MantineProviders>
      <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
        <Menu.Target>
          <CurrencyButton />
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
    </MantineProviders>
  );
}
