import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { LANGUAGES, NICHES } from '@schemas/brand-choices';
import {
  BIO_MIN_LENGTH,
  CREATOR_GENDERS,
  MAX_NICHES,
  PROFILE_FIELDS,
  type TCreatorProfile,
} from '@schemas/creator-profile';
import { Button } from '@/components/ui/button';
import { ChoiceOptions } from '@/components/ui/select-field';
import { FormError } from '@/components/ui/form-error';
import { NameFields } from '@/components/ui/person-fields';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useUpdateCreatorProfile } from '../api/update-creator-profile';
import { ProfilePictureField } from '@/components/profile-picture/profile-picture-field';
import { ChoiceChips } from './choice-chips';
import { CityCombobox, EMPTY_CITY } from './city-combobox';
import { OnboardingTip } from './onboarding-tip';
import styles from './creator-profile.module.css';

/** The API's field rules, with what a complete profile needs made required. */
const ZProfileForm = z.object({
  first_name: PROFILE_FIELDS.first_name,
  last_name: PROFILE_FIELDS.last_name,
  bio: PROFILE_FIELDS.bio.refine(
    (v) => v.length >= BIO_MIN_LENGTH,
    `Write at least ${BIO_MIN_LENGTH} characters about what you make.`,
  ),
  niches: PROFILE_FIELDS.niches,
  languages: PROFILE_FIELDS.languages,
  location: z
    .object({ id: z.string(), label: z.string(), city: z.string(), country_code: z.string() })
    .superRefine((v, ctx) => {
      if (v.id) return;
      if (!v.city) ctx.addIssue({ code: 'custom', message: 'Choose your city.' });
      else if (!v.country_code)
        ctx.addIssue({ code: 'custom', path: ['country_code'], message: `Choose the country of ${v.city}.` });
    }),
  gender: z.enum(['', ...CREATOR_GENDERS]),
});
type ProfileFormValues = z.input<typeof ZProfileForm>;
const FIELDS = ['first_name', 'last_name', 'bio', 'niches', 'languages', 'gender'] as const;
const GENDER_LABELS: Record<(typeof CREATOR_GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

/** Tip about the optional fields, until the creator dismisses it (`has_seen_optional_fields`). */
const OptionalFieldsTip = () => (
  <OnboardingTip flag="has_seen_optional_fields" title="Photo and gender are optional">
    Profiles with a photo get more invitations, but only the bio, niches, city and languages are needed to apply.
  </OnboardingTip>
);

/** Name, photo, bio, niches, languages, city and gender; server field errors land on the fields. */
export const ProfileForm = ({
  profile,
  submitLabel = 'Save profile',
  onSaved,
}: {
  profile: TCreatorProfile;
  submitLabel?: string;
  onSaved?: () => void;
}) => {
  const save = useUpdateCreatorProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      bio: profile.bio,
      niches: profile.niches as ProfileFormValues['niches'],
      languages: profile.languages as ProfileFormValues['languages'],
      location: profile.location
        ? {
            id: profile.location.id,
            label: profile.location.label,
            city: profile.location.city,
            country_code: profile.location.country_code,
          }
        : EMPTY_CITY,
      gender: (profile.gender ?? '') as ProfileFormValues['gender'],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { location, ...rest } = values;
      await save.mutateAsync({
        ...rest,
        gender: values.gender || null,
        ...(location.id
          ? { location_id: location.id }
          : { new_location: { city: location.city, country_code: location.country_code } }),
      });
      showSnackbar({ variant: 'success', message: 'Profile saved.' });
      onSaved?.();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="Profile">
      <OptionalFieldsTip />
      <div className={styles.fieldPair}>
        <NameFields first={field('first_name')} last={field('last_name')} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="profile-bio">
          Bio
        </label>
        <textarea
          id="profile-bio"
          className={styles.textarea}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby="profile-bio-hint"
          {...form.register('bio')}
        />
        {errors.bio ? (
          <p className={styles.error} id="profile-bio-hint">
            {errors.bio.message}
          </p>
        ) : (
          <p className={styles.hint} id="profile-bio-hint">
            What you make, for whom, and what brands can expect.
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name="niches"
        render={({ field }) => (
          <ChoiceChips
            legend="Niches"
            hint={`Up to ${MAX_NICHES}.`}
            options={NICHES}
            value={field.value ?? []}
            onChange={field.onChange}
            max={MAX_NICHES}
            error={errors.niches?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <ChoiceChips
            legend="Languages you create in"
            options={LANGUAGES}
            value={field.value ?? []}
            onChange={field.onChange}
            max={5}
            error={errors.languages?.message}
          />
        )}
      />
      <div className={styles.fieldPair}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <CityCombobox
              value={field.value}
              onChange={field.onChange}
              error={errors.location?.message ?? errors.location?.root?.message}
              countryError={errors.location?.country_code?.message}
            />
          )}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-gender">
            Gender (optional)
          </label>
          <select id="profile-gender" className={styles.select} {...form.register('gender')}>
            <ChoiceOptions options={CREATOR_GENDERS} label={(g) => GENDER_LABELS[g]} placeholder="Not set" />
          </select>
        </div>
      </div>
      <ProfilePictureField />
      <FormError message={errors.root?.server?.message} />
      <div className={styles.row}>
        <Button htmlType="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
