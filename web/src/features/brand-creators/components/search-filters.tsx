import type { FormEvent } from 'react';
import { AGE_RANGES, LANGUAGES, NICHES, PLATFORMS } from '@schemas/vocabularies';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLocations } from '@/lib/reference-data/locations';
import { FILTER_PARAMS } from '../api/search-params';
import styles from './brand-creators.module.css';
import { platformLabel } from '@/lib/format';

const MULTI = ['platform', 'niche', 'location', 'language', 'audience_age'] as const;

const Multi = ({
  name,
  legend,
  options,
  selected,
  label = (o) => o,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[] | readonly string[];
  selected: string[];
  label?: (o: string) => string;
}) => (
  <fieldset className={styles.fieldset}>
    <legend>{legend}</legend>
    <div className={styles.toggles}>
      {options.map((o) => {
        const value = typeof o === 'string' ? o : o.value;
        return (
          <label key={value} className={styles.toggle}>
            <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} />
            {typeof o === 'string' ? label(o) : o.label}
          </label>
        );
      })}
    </div>
  </fieldset>
);

/**
 * The Search Filters panel. Values live in the URL; applying the form writes them there. Rates are typed in
 * whole currency units and sent in cents.
 */
type SearchFiltersProps = {
  params: URLSearchParams;
  /** Field → message for values the search refuses (a range upside down); shown on the field. */
  problems: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
};

export const SearchFilters = ({ params, problems, onApply, onClear }: SearchFiltersProps) => {
  const locations = useLocations();
  const list = (k: string) => (params.get(k) ?? '').split(',').filter(Boolean);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values: Record<string, string> = {};
    for (const k of FILTER_PARAMS) {
      const all = (MULTI as readonly string[]).includes(k) ? data.getAll(k).map(String) : [String(data.get(k) ?? '')];
      const joined = all.filter(Boolean).join(',');
      if (joined) values[k] = joined;
    }
    onApply(values);
  };
  return (
    // eslint-disable-next-line forms/through-react-hook-form -- filters only write the address; the search page checks them
    <form className={styles.filters} onSubmit={submit} aria-label="Filters">
      <Multi name="platform" legend="Platforms" options={PLATFORMS} selected={list('platform')} label={platformLabel} />
      <div className={styles.pair}>
        <TextField
          label="Min followers"
          name="followers_min"
          error={problems.followers_min}
          type="number"
          min={0}
          defaultValue={params.get('followers_min') ?? ''}
        />
        <TextField
          label="Max followers"
          name="followers_max"
          error={problems.followers_max}
          type="number"
          min={0}
          defaultValue={params.get('followers_max') ?? ''}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Min engagement %"
          name="engagement_min"
          error={problems.engagement_min}
          type="number"
          min={0}
          max={100}
          step="0.1"
          defaultValue={params.get('engagement_min') ?? ''}
        />
        <TextField
          label="Max engagement %"
          name="engagement_max"
          error={problems.engagement_max}
          type="number"
          min={0}
          max={100}
          step="0.1"
          defaultValue={params.get('engagement_max') ?? ''}
        />
      </div>
      <Multi name="niche" legend="Niches" options={NICHES} selected={list('niche')} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="filter-location">
          Location
        </label>
        <select
          id="filter-location"
          name="location"
          multiple
          size={5}
          className={styles.select}
          defaultValue={list('location')}
        >
          {(locations.data ?? []).map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <Multi name="language" legend="Languages" options={LANGUAGES} selected={list('language')} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="filter-gender">
          Audience mostly
        </label>
        <select
          id="filter-gender"
          name="audience_gender"
          className={styles.select}
          defaultValue={params.get('audience_gender') ?? ''}
        >
          <option value="">Anyone</option>
          <option value="female">Women</option>
          <option value="male">Men</option>
        </select>
      </div>
      <Multi name="audience_age" legend="Audience age" options={AGE_RANGES} selected={list('audience_age')} />
      <TextField
        label="Audience country (2-letter codes, comma-separated)"
        name="audience_country"
        error={problems.audience_country}
        defaultValue={params.get('audience_country') ?? ''}
        placeholder="US, GB"
      />
      <div className={styles.pair}>
        <TextField
          label="Rate from ($)"
          name="rate_min"
          error={problems.rate_min}
          type="number"
          min={0}
          defaultValue={params.get('rate_min') ?? ''}
        />
        <TextField
          label="to ($)"
          name="rate_max"
          error={problems.rate_max}
          type="number"
          min={0}
          defaultValue={params.get('rate_max') ?? ''}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Available from"
          name="available_from"
          error={problems.available_from}
          type="date"
          defaultValue={params.get('available_from') ?? ''}
        />
        <TextField
          label="until"
          name="available_to"
          error={problems.available_to}
          type="date"
          defaultValue={params.get('available_to') ?? ''}
        />
      </div>
      <div className={styles.row}>
        <Button htmlType="submit">Apply filters</Button>
        <Button color="tertiary" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
};
