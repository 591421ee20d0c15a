/**
 * The shared settings in the headers: theme (light/dark) and display currency (ARS/USD).
 * While the currency is the initial 'EU' the selector reads as not chosen yet ("Moneda").
 * The currency menu's code loads when it is first opened (`ui/on-demand`).
 */
import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { lazy, type Ref, Suspense } from 'react';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { useOnDemand } from '../../ui/on-demand';
import { useSession } from './session-context';
import { useDisplayCurrency } from './use-display-currency';

export function ThemeToggle() {
  const messages = useMessages().preferences;
  const { theme, toggleTheme } = useSession();
  const label = theme === 'dark' ? messages.themeToLight : messages.themeToDark;
  return (
    // The browser's own tooltip (title): Mantine's Tooltip would bring floating-ui to every page.
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme={theme}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </ActionIcon>
  );
}

type TriggerProps = ButtonProps & {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/** The selector's button: on its own before the menu loads, the menu's target after. */
export function CurrencyButton(props: TriggerProps) {
  const messages = useMessages().preferences;
  const { currency } = useDisplayCurrency();
  const { userCurrency } = useSession();
  return (
    <Button
      variant="default"
      radius="md"
      px="sm"
      leftSection={<Icon name="world" size={16} />}
      rightSection={<Icon name="chevronDown" size={14} />}
      aria-label={currency ? `${messages.currencyLabel}: ${currency}` : messages.currencyNotChosen}
      title={messages.currencyHint}
      aria-haspopup="menu"
      data-testid="currency-selector"
      // The session's value itself ('EU', 'ARS', 'USD'), for tests and debugging.
      data-value={userCurrency}
      {...props}
    >
      <span data-testid="currency-value">{currency ?? messages.currencyLabel}</span>
    </Button>
  );
}

const loadCurrencyMenu = () => import('./currency-menu');
const CurrencyMenu = lazy(loadCurrencyMenu);

export function CurrencySelector() {
  const { wanted, triggerProps } = useOnDemand(loadCurrencyMenu);
  if (!wanted) return <CurrencyButton {...triggerProps} />;
  return (
    <Suspense fallback={<CurrencyButton />}>
      <CurrencyMenu />
    </Suspense>
  );
}
