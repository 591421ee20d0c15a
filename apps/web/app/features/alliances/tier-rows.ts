/**
 * The tiers editor's rules, without React: a code is written in capitals, unique within
 * the alliance (the API refuses a repeat too), the discount a percentage from 0 to 100.
 */
export type TierRow = { code: string; name: string; discountPercent: number | string };

const CODE = /^[A-Z0-9_-]{1,30}$/;

export const normalizeTierCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '_');

export type TierTexts = { required: string; duplicate: string; codeInvalid: string; discountInvalid: string };

/** Errors keyed as the form (and the API's `tiers.N.code`) name the fields. */
export function tierErrors(rows: readonly TierRow[], texts: TierTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const code = normalizeTierCode(row.code);
    if (!code) errors[`tiers.${index}.code`] = texts.required;
    else if (!CODE.test(code)) errors[`tiers.${index}.code`] = texts.codeInvalid;
    else if (seen.has(code)) errors[`tiers.${index}.code`] = texts.duplicate;
    seen.add(code);
    if (!row.name.trim()) errors[`tiers.${index}.name`] = texts.required;
    const discount = Number(row.discountPercent);
    if (row.discountPercent === '' || !Number.isFinite(discount) || discount < 0 || discount > 100)
      errors[`tiers.${index}.discountPercent`] = texts.discountInvalid;
  });
  return errors;
}

export function tiersBody(rows: readonly TierRow[]) {
  return rows.map((row) => ({
    code: normalizeTierCode(row.code),
    name: row.name.trim(),
    discountPercent: Number(row.discountPercent),
  }));
}
