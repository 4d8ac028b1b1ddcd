import { PASSWORD_MIN_LENGTH } from '@schemas/auth-rules';
import { TextField, type TextFieldProps } from './text-field';

/** A preset field: the label has a default, the type and autofill are the preset's. */
type PresetProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The rule a new password must meet (worker/schemas/auth-rules.ts), said once for every form that sets one. */
const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, mixing letters with numbers or symbols.`;

/** An e-mail address: the e-mail keyboard on phones and the browser's autofill. */
export const EmailField = ({ label = 'E-mail', ...props }: PresetProps) => (
  <TextField label={label} type="email" autoComplete="email" {...props} />
);

/** The password the user has now (the password manager fills it in). */
export const CurrentPasswordField = ({ label = 'Password', ...props }: PresetProps) => (
  <TextField label={label} type="password" autoComplete="current-password" {...props} />
);

/** A password being chosen: the rule as the hint, and the password manager may suggest one. */
export const NewPasswordField = ({ label = 'Password', ...props }: PresetProps) => (
  <TextField label={label} type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...props} />
);

type NameFieldsProps = { first: Omit<TextFieldProps, 'label'>; last: Omit<TextFieldProps, 'label'> };

/** First and last name, side by side where the caller's row allows it. */
export const NameFields = ({ first, last }: NameFieldsProps) => (
  <>
    <TextField label="First name" autoComplete="given-name" {...first} />
    <TextField label="Last name" autoComplete="family-name" {...last} />
  </>
);
