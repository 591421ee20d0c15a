/**
 * The shared settings in the headers: theme (light/dark) and display currency (ARS/USD).
 * While the currency is the initial 'EU' the selector reads as not chosen yet ("Moneda").
 * Both are plain buttons (`ui/plain`), as both headers show them on every page; the currency
 * menu's code (Mantine's Menu) loads when it is first opened (`ui/on-demand`).
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { Icon } from '../../ui/icons';
import { useOnDemand } from '../../ui/on-demand';
import { useSession } from './session-context';
import { useDisplayCurrency } from './use-display-currency';

export function ThemeToggle() {
  const messages = useSiteMessages().preferences;
  const { theme, toggleTheme } = useSession();
  const label = theme === 'dark' ? messages.themeToLight : messages.themeToDark;
  return (
    // The browser's own tooltip (title): Mantine's Tooltip would bring floating-ui to every page.
    <button
      type="button"
      className="p-action-icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme={theme}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </button>
  );
}

/**
 * The selector's button: on its own before the menu loads, the menu's target after (which
 * passes its own class and handlers: the look's class is kept beside them).
 */
export function CurrencyButton({ className, ...props }: ComponentProps<'button'>) {
  const messages = useSiteMessages().preferences;
  const { currency } = useDisplayCurrency();
  const { userCurrency } = useSession();
  return (
    <button
      type="button"
      className={['p-btn p-btn--default p-btn--compact', className].filter(Boolean).join(' ')}
      aria-label={currency ? `${messages.currencyLabel}: ${currency}` : messages.currencyNotChosen}
      title={messages.currencyHint}
      aria-haspopup="menu"
      data-testid="currency-selector"
      // The session's value itself ('EU', 'ARS', 'USD'), for tests and debugging.
      data-value={userCurrency}
      {...props}
    >
      <Icon name="world" size={16} />
      <span data-testid="currency-value">{currency ?? messages.currencyLabel}</span>
      <Icon name="chevronDown" size={14} />
    </button>
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
