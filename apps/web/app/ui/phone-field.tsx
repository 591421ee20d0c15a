/**
 * The one phone field: a country prefix picker ("+56 Chile", searchable) and the number as
 * the person writes it at home; the form gets the E.164 of both (`+56912345678`, what the API
 * stores) or '' when no number is typed. The prefix starts at the stored phone's country, else
 * the person's country (`defaultCountry`), else Argentina's, and follows the person's country
 * until a number is typed. A number pasted with its own "+" takes its own prefix.
 */
import { Group, Input, Select, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n';
import {
  defaultPhoneCountry,
  joinPhone,
  type PhoneParts,
  phonePrefixOptions,
  splitPhone,
} from '../lib/phones';
import { byNameOrCode } from './country-select';

type PhoneFieldProps = {
  label: string;
  /** E.164, '' for none (or an old value that is not a phone, shown as it is to be corrected). */
  value: string;
  onChange: (e164: string) => void;
  /** The person's country, for the prefix of a new phone. */
  defaultCountry?: string | null;
  name?: string;
  description?: string;
  error?: string;
  autoComplete?: string;
  required?: boolean;
};

export function PhoneField({
  label,
  value,
  onChange,
  defaultCountry,
  name,
  description,
  error,
  autoComplete,
  required,
}: PhoneFieldProps) {
  const messages = useMessages().countries;
  const numberId = useId();
  const fallback = defaultPhoneCountry(defaultCountry);
  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(value, fallback));
  // What this field last told the form: anything else arriving as `value` came from outside
  // (the form reset after saving, another user loaded) and is split again.
  const emitted = useRef(value);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setParts(splitPhone(value, fallback));
  }, [value, fallback]);

  useEffect(() => {
    setParts((current) => (current.national.trim() ? current : { ...current, country: fallback }));
  }, [fallback]);

  const update = (next: PhoneParts) => {
    setParts(next);
    emitted.current = joinPhone(next.country, next.national);
    onChange(emitted.current);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ htmlFor: numberId }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={messages.phonePrefix}
          data={phonePrefixOptions()}
          value={parts.country}
          onChange={(country) => country && update({ ...parts, country })}
          searchable
          filter={byNameOrCode}
          nothingFoundMessage={messages.nothingFound}
          allowDeselect={false}
          error={Boolean(error)}
          w="55%"
          comboboxProps={{ width: 280, position: 'bottom-start' }}
        />
        <TextInput
          id={numberId}
          name={name}
          type="tel"
          inputMode="tel"
          flex={1}
          placeholder={messages.phoneNumberPlaceholder}
          value={parts.national}
          onChange={(event) => update({ ...parts, national: event.currentTarget.value })}
          // A whole number pasted or filled in with its "+" shows under its own prefix.
          onBlur={() => {
            if (parts.national.trim().startsWith('+')) setParts(splitPhone(emitted.current, parts.country));
          }}
          error={Boolean(error)}
          autoComplete={autoComplete}
        />
      </Group>
    </Input.Wrapper>
  );
}
