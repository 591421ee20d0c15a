/**
 * The inputs of a user's profile (and, for new accounts, e-mail and password), used by the
 * sign-up, profile and invitation forms so the three look and validate alike. The country is
 * picked from the list and the phone from a prefix and a number (both stored as the API wants
 * them: ISO code, E.164).
 */
import { Grid, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useMessages } from '../i18n';
import type { FieldErrors } from '../lib/api-problem';
import type { UserFieldName, UserFieldValues } from '../lib/user-validation';
import { CountrySelect } from './country-select';
import { PhoneField } from './phone-field';

/** UserFields' values, errors and setter, bound to a form that holds the user fields (and maybe more). */
export function userFieldsOf<Values extends UserFieldValues>(form: UseFormReturnType<Values>) {
  // Every user field is a string in any such form; Mantine cannot see it through the generic.
  const userForm = form as unknown as UseFormReturnType<UserFieldValues>;
  return {
    values: userForm.values,
    errors: userForm.errors as FieldErrors<UserFieldName>,
    onChange: (field: UserFieldName, value: string) => userForm.setFieldValue(field, value),
  };
}

type UserFieldsProps = {
  values: UserFieldValues;
  errors: FieldErrors<UserFieldName>;
  onChange: (field: UserFieldName, value: string) => void;
  withCredentials: boolean;
  /** With the e-mail, the password too (not on an invitation: the invitee chooses it). */
  withPassword?: boolean;
  /** Autocomplete hints are for the person's own account, not for one staff create. */
  ownAccount: boolean;
};

export function UserFields({
  values,
  errors,
  onChange,
  withCredentials,
  withPassword = withCredentials,
  ownAccount,
}: UserFieldsProps) {
  const { userFields: labels, forms } = useMessages();
  const auto = (hint: string) => (ownAccount ? hint : 'off');
  /** What every field takes from the form: its name, value and error, and where a change goes. */
  const bind = (field: UserFieldName) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  });
  /** The same for a text box, whose change is an input event. */
  const bindText = (field: UserFieldName) => ({
    ...bind(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.currentTarget.value),
  });
  const text = (field: UserFieldName, label: string, autoComplete: string, required = false) => (
    <TextInput
      label={label}
      {...bindText(field)}
      autoComplete={auto(autoComplete)}
      required={required}
      description={required ? undefined : forms.optional}
    />
  );
  return (
    <>
      {withCredentials && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.email}
            type="email"
            placeholder="nombre@ejemplo.com"
            {...bindText('email')}
            autoComplete={auto('email')}
            required
          />
          {withPassword && (
            <PasswordInput
              label={labels.password}
              description={labels.passwordHint}
              {...bindText('password')}
              autoComplete={ownAccount ? 'new-password' : 'off'}
              required
            />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('firstName', labels.firstName, 'given-name', true)}
        {text('lastName', labels.lastName, 'family-name', true)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CountrySelect label={labels.country} description={forms.optional} {...bind('country')} clearable />
        {text('state', labels.state, 'address-level1')}
        {text('city', labels.city, 'address-level2')}
      </SimpleGrid>
      {/* The phone takes two thirds: its prefix and number side by side stay readable. */}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <PhoneField
            label={labels.phone}
            description={forms.optional}
            {...bind('phone')}
            defaultCountry={values.country}
            autoComplete={auto('tel')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('documentId', labels.documentId, 'off')}</Grid.Col>
      </Grid>
    </>
  );
}
