/** Choosing one of an alliance's tiers, and naming a member's tier as the screens show it. */
import { Select, type SelectProps } from '@mantine/core';
import { formatPercent } from '../../lib/formats';
import type { AllianceTier } from './queries';

/** "Docentes (DOCENTE) · 25 %": the name staff gave, the code, the discount. */
export function tierLabel(tier: AllianceTier): string {
  return `${tier.name} (${tier.code}) · ${formatPercent(tier.discountPercent / 100, 2)}`;
}

/** The tier's name by its code among the alliance's, the code itself when it is not among them. */
export function tierNameOf(tiers: readonly AllianceTier[], code: string | null): string | null {
  if (!code) return null;
  return tiers.find((tier) => tier.code === code)?.name ?? code;
}

export function TierSelect({
  tiers,
  ...props
}: Omit<SelectProps, 'data'> & { tiers: readonly AllianceTier[] }) {
  return <Select {...props} data={tiers.map((tier) => ({ value: tier.code, label: tierLabel(tier) }))} />;
}
